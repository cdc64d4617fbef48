import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, type UsersSuite, usersSuite } from './fixtures.ts';

let s: UsersSuite;
beforeAll(async () => {
  s = await usersSuite();
});
afterAll(() => s.t.close());

const links = async (userId: number) =>
  (
    await s.t.db.db
      .selectFrom('userEntities')
      .select(['importerId', 'distributorId'])
      .where('userId', '=', userId)
      .orderBy('importerId')
      .orderBy('distributorId')
      .execute()
  ).map((l) => (l.importerId ? `Importer-${l.importerId}` : `Distributor-${l.distributorId}`));

const idOf = async (table: 'importers' | 'distributors', name: string) =>
  (await s.t.db.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('GET Administration/Entity/Search/{term}', () => {
  it('finds importers and distributors by name, telling them apart by id and code', async () => {
    const response = await s.admin('GET', 'Administration/Entity/Search/PETROLEUM');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: `Importer-${await idOf('importers', 'Atlantic Petroleum Importers')}`,
        name: 'Atlantic Petroleum Importers',
        code: 'Importer',
      },
      {
        id: `Distributor-${await idOf('distributors', 'Harbel Road Petroleum')}`,
        name: 'Harbel Road Petroleum',
        code: 'Distributor',
      },
    ]);
  });

  it('leaves inactive entities out and answers [] when nothing matches', async () => {
    await s.t.db.db
      .updateTable('distributors')
      .set({ isActive: false })
      .where('name', '=', 'Harbel Road Petroleum')
      .execute();
    const names = (await s.admin('GET', 'Administration/Entity/Search/petroleum'))
      .json()
      .map((e: { name: string }) => e.name);
    expect(names).toEqual(['Atlantic Petroleum Importers']);
    await s.t.db.db
      .updateTable('distributors')
      .set({ isActive: true })
      .where('name', '=', 'Harbel Road Petroleum')
      .execute();
    expect((await s.admin('GET', 'Administration/Entity/Search/zzz-none')).json()).toEqual([]);
  });

  it("refuses a blank term with the spec's text", async () => {
    for (const path of ['Administration/Entity/Search', 'Administration/Entity/Search/%20']) {
      const response = await s.admin('GET', path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message).toBe('Search term can not be empty.');
    }
  });
});

describe('POST Administration/UpdateUserEntity', () => {
  it('links and unlinks an external user to importers and distributors', async () => {
    const id = await register(s, { isInternal: false });
    const importer = `Importer-${await idOf('importers', 'Lone Star Energy')}`;
    const distributor = `Distributor-${await idOf('distributors', 'Capitol Fuel Distributors')}`;
    const save = (userEntities: { entityId: string; isSelected: boolean }[]) =>
      s.admin('POST', 'Administration/UpdateUserEntity', { userId: id, userEntities });
    expect(
      (
        await save([
          { entityId: importer, isSelected: true },
          { entityId: distributor, isSelected: true },
        ])
      ).statusCode,
    ).toBe(200);
    expect(await links(id)).toEqual([importer, distributor]);
    // Saving the same selection again is harmless.
    expect((await save([{ entityId: importer, isSelected: true }])).statusCode).toBe(200);
    expect(await links(id)).toEqual([importer, distributor]);
    expect((await save([{ entityId: importer, isSelected: false }])).statusCode).toBe(200);
    expect(await links(id)).toEqual([distributor]);
    const user = await s.t.db.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user.updatedBy).toBe(s.adminId);
  });

  it('refuses internal users', async () => {
    const id = await register(s, { isInternal: true });
    const importer = `Importer-${await idOf('importers', 'Lone Star Energy')}`;
    const response = await s.admin('POST', 'Administration/UpdateUserEntity', {
      userId: id,
      userEntities: [{ entityId: importer, isSelected: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Internal users are not associated to importer or distributor entities.',
    );
    expect(await links(id)).toEqual([]);
  });

  it('refuses malformed and unknown entity ids, changing nothing', async () => {
    const id = await register(s, { isInternal: false });
    const importer = `Importer-${await idOf('importers', 'Lone Star Energy')}`;
    for (const entityId of ['7', 'Tank-1', 'Importer-0', 'Importer-9999999999', 'importer-1']) {
      const response = await s.admin('POST', 'Administration/UpdateUserEntity', {
        userId: id,
        userEntities: [{ entityId, isSelected: true }],
      });
      expect(response.statusCode, entityId).toBe(400);
    }
    const unknown = await s.admin('POST', 'Administration/UpdateUserEntity', {
      userId: id,
      userEntities: [
        { entityId: importer, isSelected: true },
        { entityId: 'Distributor-99999', isSelected: true },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('A selected entity does not exist.');
    expect(await links(id)).toEqual([]);
  });
});
