import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  FAN_MESSAGES,
  fillingAdviceNoteSchema,
  fillingAdviceNoteStatusSchema,
  issueInputsSchema,
  newCompartmentSchema,
} from '../../../schemas/filling-advice-note.ts';
import { inEnglish } from '../../helpers/english.ts';

/** The messages a schema gives, by path; {} when the value passes. */
function problems(
  schema: { validateSync(value: unknown, options: object): unknown },
  value: unknown,
  context = {},
) {
  try {
    schema.validateSync(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inEnglish(inner.errors[0])]));
  }
}

const note = {
  vehicleNumber: 'GA-1234-21',
  deliveryOrders: [
    { deliveryOrderId: 1, quantity: 6000 },
    { deliveryOrderId: 2, quantity: 4000 },
  ],
  compartments: [
    { compartmentNumber: 1, quantity: 5000, destination: 'Monrovia' },
    { compartmentNumber: 2, quantity: 5000, destination: 'Gbarnga' },
  ],
};

describe('the filling advice note payload', () => {
  it('passes a note whose compartments carry exactly its delivery orders', () => {
    expect(problems(fillingAdviceNoteSchema, note)).toEqual({});
  });

  it('needs a vehicle number, a delivery order and a compartment, in the spec words', () => {
    expect(
      problems(fillingAdviceNoteSchema, { vehicleNumber: ' ', deliveryOrders: [], compartments: [] }),
    ).toEqual({
      vehicleNumber: FAN_MESSAGES.vehicleRequired,
      deliveryOrders: FAN_MESSAGES.deliveryOrderRequired,
      compartments: FAN_MESSAGES.compartmentRequired,
    });
  });

  it('refuses a compartment total above or below the delivery order total', () => {
    const above = {
      ...note,
      compartments: [...note.compartments, { compartmentNumber: 3, quantity: 1, destination: 'X' }],
    };
    expect(problems(fillingAdviceNoteSchema, above)).toEqual({ compartments: FAN_MESSAGES.totalAbove });
    const below = { ...note, compartments: note.compartments.slice(0, 1) };
    expect(problems(fillingAdviceNoteSchema, below)).toEqual({ compartments: FAN_MESSAGES.totalBelow });
  });

  it('refuses repeated compartment numbers and delivery orders', () => {
    const twice = {
      ...note,
      deliveryOrders: [
        { deliveryOrderId: 1, quantity: 5000 },
        { deliveryOrderId: 1, quantity: 5000 },
      ],
      compartments: note.compartments.map((c) => ({ ...c, compartmentNumber: 4 })),
    };
    expect(problems(fillingAdviceNoteSchema, twice)).toEqual({
      deliveryOrders: FAN_MESSAGES.duplicateDeliveryOrder,
      compartments: FAN_MESSAGES.compartmentNumber,
    });
  });

  it('gives every compartment field its spec message', () => {
    const blank = { ...note, compartments: [{ compartmentNumber: 0, quantity: 0, destination: '' }] };
    expect(problems(fillingAdviceNoteSchema, blank)).toMatchObject({
      'compartments[0].compartmentNumber': FAN_MESSAGES.compartmentNumber,
      'compartments[0].quantity': FAN_MESSAGES.quantityRequired,
      'compartments[0].destination': FAN_MESSAGES.destinationRequired,
    });
  });
});

describe('a new compartment', () => {
  const context = { compartments: [{ compartmentNumber: 1, quantity: 6000 }], deliveryOrderTotal: 10_000 };

  it('takes a free number and a quantity within what is left of the delivery order total', () => {
    expect(
      problems(
        newCompartmentSchema,
        { compartmentNumber: '2', quantity: '4000', destination: 'Kakata' },
        context,
      ),
    ).toEqual({});
  });

  it('refuses a taken number and a quantity that overshoots the total', () => {
    expect(
      problems(
        newCompartmentSchema,
        { compartmentNumber: '1', quantity: '4001', destination: 'Kakata' },
        context,
      ),
    ).toEqual({
      compartmentNumber: FAN_MESSAGES.compartmentNumber,
      quantity: FAN_MESSAGES.totalAbove,
    });
  });

  it('needs number, quantity and destination', () => {
    expect(
      problems(newCompartmentSchema, { compartmentNumber: '', quantity: '', destination: ' ' }, context),
    ).toEqual({
      compartmentNumber: FAN_MESSAGES.compartmentNumber,
      quantity: FAN_MESSAGES.quantityRequired,
      destination: FAN_MESSAGES.destinationRequired,
    });
  });
});

describe('issuing', () => {
  it('needs a card number and every bay number above 0 in the dialog', () => {
    expect(
      problems(issueInputsSchema, {
        cardNumber: '0',
        compartments: [
          { id: 1, bayNumber: '' },
          { id: 2, bayNumber: '3' },
        ],
      }),
    ).toEqual({
      cardNumber: FAN_MESSAGES.cardNumber,
      'compartments[0].bayNumber': FAN_MESSAGES.bayNumber,
    });
    expect(
      problems(issueInputsSchema, { cardNumber: '77', compartments: [{ id: 1, bayNumber: '2' }] }),
    ).toEqual({});
  });

  it('asks the StatusUpdate body for card and bays on Issue only', () => {
    const json = { json: true };
    expect(
      problems(
        fillingAdviceNoteStatusSchema,
        { id: 3, status: 10, cardNumber: 0, compartments: [{ id: 1, bayNumber: 0 }] },
        json,
      ),
    ).toEqual({
      cardNumber: FAN_MESSAGES.cardNumber,
      compartments: FAN_MESSAGES.bayNumber,
    });
    expect(problems(fillingAdviceNoteStatusSchema, { id: 3, status: 20 }, json)).toEqual({});
    expect(problems(fillingAdviceNoteStatusSchema, { id: 3, status: 15 }, json)).toEqual({
      status: 'Status is invalid.',
    });
  });
});
