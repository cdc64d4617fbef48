import { format } from 'date-fns/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FillingAdviceNoteDetail } from '../../../schemas/filling-advice-note.ts';
import {
  balancesOf,
  issue,
  noteAs,
  notePayload,
  noteSuite,
  oneLineOrder,
  type Suite,
  salesOf,
} from './fixtures.ts';

// Standard volumes (issue 21) on filling advice notes: a compartment with the observed temperature and
// the API gravity (Table 6B, the default) counts its net standard volume against the delivery orders,
// which are ordered in standard gallons; the detail keeps gross, readings, factor and net; issuing posts
// the delivery orders' lines, which the nets equal. The spec's payload without readings works as before.

let s: Suite;
beforeAll(async () => {
  s = await noteSuite();
});
afterAll(() => s.t.close());

const order = (quantity: number) => oneLineOrder(s, quantity);
const post = (payload: Record<string, unknown>) => s.distributor('POST', 'FillingAdviceNote', payload);
const detail = async (id: number) => (await noteAs(s.controlRoom, id)) as FillingAdviceNoteDetail;

/** Notes and compartments in the database, to see that a refusal wrote nothing. */
const rows = async () =>
  Promise.all(
    (['fillingAdviceNotes', 'fillingAdviceNoteCompartments'] as const).map(async (table) =>
      Number(
        (
          await s.t.db.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );

// US Army QM5097 (the worked example also cited in tests/unit/schemas/volume-correction.test.ts): Table
// 6B, API 56.5 at 67.5 °F, 'The volume correction factor is 0.9950'; 10,000 gallons × 0.9950 = 9,950.
const WARM = { temperature: 67.5, gravity: 56.5 };

/** A note of the order: 10,000 warm gallons in compartment 1 and `plain` gallons, without readings, in 2. */
const warmNote = (o: { id: number; quantity: number }, plain: number) =>
  post({
    vehicleNumber: 'LBR-4471',
    deliveryOrders: [{ deliveryOrderId: o.id, quantity: o.quantity }],
    compartments: [
      { compartmentNumber: 1, quantity: 10_000, destination: 'Monrovia', ...WARM },
      { compartmentNumber: 2, quantity: plain, destination: 'Kakata' },
    ],
  });

describe('a note whose compartment carries readings', () => {
  it('counts its net against the delivery order, shows gross, readings, factor and net, and issues the order', async () => {
    // 9,950 net from the warm compartment + 2,000 at standard conditions = the order's 11,950.
    const o = await order(11_950);
    const created = await warmNote(o, 2_000);
    expect(created.statusCode, created.body).toBe(200);
    const id: number = created.json().id;

    const note = await detail(id);
    expect(note.quantity).toBe(11_950);
    const [warm, plain] = note.compartments;
    expect(warm).toMatchObject({
      compartmentNumber: 1,
      quantity: 9_950,
      grossQuantity: 10_000,
      temperature: 67.5,
      gravity: 56.5,
      volumeTable: '6B',
    });
    expect(Number(warm.volumeFactor?.toFixed(4))).toBe(0.995);
    expect(plain).toMatchObject({
      compartmentNumber: 2,
      quantity: 2_000,
      grossQuantity: null,
      temperature: null,
      gravity: null,
      volumeTable: null,
      volumeFactor: null,
    });
    // The edit form gets the compartment back as it was given: gross and readings.
    const forEdit = (await s.distributor('GET', `FillingAdviceNote/${id}/FanForEdit`)).json();
    expect(forEdit.fillingAdviceNote.compartments[0]).toEqual({
      compartmentNumber: 1,
      quantity: 10_000,
      destination: 'Monrovia',
      ...WARM,
    });

    const [tank] = s.atlanticPms;
    const before = (await balancesOf(s, [tank])).get(tank)!;
    const issued = await issue(s, id);
    expect(issued.statusCode, issued.body).toBe(200);
    // The sale is the delivery order's standard gallons (= the nets), never the 12,000 gross loaded.
    expect(await salesOf(s, o.id)).toEqual([
      { inventoryId: tank, quantity: -11_950, kind: 'sale', effectiveDate: format(new Date(), 'yyyy-MM-dd') },
    ]);
    const after = (await balancesOf(s, [tank])).get(tank)!;
    expect(after.stockBalance).toBe(before.stockBalance - 11_950);
    // Issued, the detail still shows what was loaded and what it counts for.
    expect((await detail(id)).compartments[0]).toMatchObject({ quantity: 9_950, grossQuantity: 10_000 });
  });

  it('is refused when the gross gallons match the order but the nets do not, and writes nothing', async () => {
    // 10,000 warm gallons are 9,950 standard: with 1,950 more the note loads 11,900 of the order's 11,950.
    const o = await order(11_950);
    const before = await rows();
    const answer = await warmNote(o, 1_950);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({
      message: 'Total compartment quantity must equal the total DO quantity.',
      errors: { compartments: 'Total compartment quantity must equal the total DO quantity.' },
    });
    expect(await rows()).toEqual(before);
  });
});

describe("the spec's payload without readings", () => {
  it('keeps its compartments as given, at standard conditions, and issues the order as before', async () => {
    const o = await order(6_000);
    const created = await post(notePayload([o]));
    expect(created.statusCode, created.body).toBe(200);
    const id: number = created.json().id;
    const note = await detail(id);
    expect(note.quantity).toBe(6_000);
    expect(
      note.compartments.map((c) => [c.quantity, c.grossQuantity, c.volumeFactor, c.temperature]),
    ).toEqual([
      [3_000, null, null, null],
      [3_000, null, null, null],
    ]);
    expect((await issue(s, id)).statusCode).toBe(200);
    expect((await salesOf(s, o.id)).map((sale) => sale.quantity)).toEqual([-6_000]);
  });
});

describe('readings the table or the product refuse', () => {
  it('answer 400 naming the field, and write nothing', async () => {
    const o = await order(5_000);
    const before = await rows();
    const refused = async (readings: Record<string, unknown>) => {
      const response = await post({
        vehicleNumber: 'LBR-4471',
        deliveryOrders: [{ deliveryOrderId: o.id, quantity: 5_000 }],
        compartments: [{ compartmentNumber: 1, quantity: 5_000, destination: 'Monrovia', ...readings }],
      });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json() as { message: string; errors: Record<string, string> };
      expect(typeof body.message).toBe('string');
      return body;
    };
    expect((await refused({ temperature: 250, gravity: 56.5 })).errors['compartments[0].temperature']).toBe(
      'Observed temperature must be from 0 to 200 °F for API gravity 56.5 °API (Table 6B).',
    );
    expect((await refused({ temperature: 60, gravity: 90 })).errors['compartments[0].gravity']).toBe(
      'API gravity must be from 0 to 85 °API (Table 6B).',
    );
    expect((await refused({ temperature: 67.5 })).errors['compartments[0].gravity']).toBe(
      'Give both the observed temperature and the gravity, or neither.',
    );
    expect((await refused({ gravity: 56.5 })).errors['compartments[0].temperature']).toBe(
      'Give both the observed temperature and the gravity, or neither.',
    );
    // A gasoline at API 10: inside the table, not inside PMS's range (the demo's 50-75).
    const implausible = await refused({ temperature: 60, gravity: 10 });
    expect(implausible).toEqual({
      message:
        "This reading is not plausible for PMS: its API gravity must be from 50 to 75 (the product's range, which an administrator can change).",
      errors: {
        'compartments[0].gravity':
          "This reading is not plausible for PMS: its API gravity must be from 50 to 75 (the product's range, which an administrator can change).",
      },
    });
    expect(await rows()).toEqual(before);
    // The order is still free: the same note with good readings is taken.
    const good = await post({
      vehicleNumber: 'LBR-4471',
      deliveryOrders: [{ deliveryOrderId: o.id, quantity: 5_000 }],
      compartments: [{ compartmentNumber: 1, quantity: 5_000, destination: 'Monrovia' }],
    });
    expect(good.statusCode, good.body).toBe(200);
  });
});
