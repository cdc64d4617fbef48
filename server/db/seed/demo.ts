import { type PermissionCode, ROLES, type RoleCode } from '../../../schemas/codes.ts';
import { hashPassword } from '../../domain/passwords.ts';
import type { Database } from '../client.ts';

export const DEMO_PASSWORD = 'Demo@Pass2026';

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: RoleCode;
  permissions?: PermissionCode[];
  importer?: number;
  distributor?: number;
}

/** One demo user per role; external ones linked to the first importer or distributor. */
export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@ppms.demo', firstName: 'Ama', lastName: 'Admin', role: 'R500' },
  {
    email: 'importer@ppms.demo',
    firstName: 'Ivan',
    lastName: 'Importer',
    role: 'R100',
    permissions: ['P100', 'P200'],
    importer: 0,
  },
  { email: 'operations@ppms.demo', firstName: 'Olu', lastName: 'Operations', role: 'R200' },
  {
    email: 'distributor@ppms.demo',
    firstName: 'Dina',
    lastName: 'Distributor',
    role: 'R300',
    permissions: ['P300', 'P400'],
    distributor: 0,
  },
  {
    email: 'controlroom@ppms.demo',
    firstName: 'Carl',
    lastName: 'Control',
    role: 'R400',
    permissions: ['P401'],
  },
  { email: 'marketing@ppms.demo', firstName: 'Mia', lastName: 'Marketing', role: 'R600' },
  { email: 'finance@ppms.demo', firstName: 'Fred', lastName: 'Finance', role: 'R700' },
  {
    email: 'agent@ppms.demo',
    firstName: 'Abu',
    lastName: 'Agent',
    role: 'R1100',
    permissions: ['P300'],
    distributor: 0,
  },
];

/** The demo user holding each role. */
export const DEMO_USER_BY_ROLE = Object.fromEntries(DEMO_USERS.map((u) => [u.role, u.email])) as Record<
  RoleCode,
  string
>;

const PRODUCTS = ['PMS', 'AGO', 'JET'];

/**
 * Each product's group of the measurement tables and the API gravity a reading of it may have: motor
 * gasoline about 55-70 °API; diesel (a fuel oil) about 30-40; jet A/A-1 37-51 °API (MIL-HDBK-1022A 2.3.2.1,
 * whose 37-51 spans the jet fuels and the transition zone: the table picks the group by gravity).
 */
export const PRODUCT_READINGS = {
  PMS: { volumeGroup: 'gasolines', gravityMin: 50, gravityMax: 75 },
  AGO: { volumeGroup: 'fuelOils', gravityMin: 28, gravityMax: 42 },
  JET: { volumeGroup: 'jetFuels', gravityMin: 37, gravityMax: 51 },
} as const;
const TANKS = [
  { number: 'T-101', product: 'PMS' },
  { number: 'T-102', product: 'PMS' },
  { number: 'T-201', product: 'AGO' },
  { number: 'T-202', product: 'AGO' },
  { number: 'T-301', product: 'JET' },
];
// The first importer holds two PMS tanks, so a stock transfer between its own inventories can be tried.
const IMPORTERS = [
  { name: 'Atlantic Petroleum Importers', tanks: ['T-101', 'T-102', 'T-201', 'T-301'] },
  { name: 'Lone Star Energy', tanks: ['T-101', 'T-102', 'T-202'] },
  { name: 'Mesurado Fuel Supply', tanks: ['T-102', 'T-201', 'T-202', 'T-301'] },
];
const DISTRIBUTORS = ['Capitol Fuel Distributors', 'Paynesville Gas Stations', 'Harbel Road Petroleum'];

const party = (name: string, i: number) => ({
  name,
  taxIdentificationNumber: `TIN-${String(500100 + i * 37)}`,
  address: `${12 + i * 9} Tubman Boulevard, Monrovia`,
  primaryPhone: `+231 77 ${String(1000000 + i * 12345).slice(0, 7)}`,
  primaryEmail: `contact${i + 1}@${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
  contactPerson: ['Grace Johnson', 'Moses Kollie', 'Esther Sirleaf'][i % 3],
});

/** Demo master data and users. Only on an empty database (no users yet); returns whether it seeded. */
export async function seedDemo(db: Database): Promise<boolean> {
  const anyUser = await db.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const products = await tx.db
      .insertInto('products')
      .values(
        PRODUCTS.map((name) => ({
          name,
          unitOfMeasure: 'Gallons',
          ...PRODUCT_READINGS[name as keyof typeof PRODUCT_READINGS],
        })),
      )
      .returning(['id', 'name'])
      .execute();
    const productId = new Map(products.map((p) => [p.name, p.id]));
    const tanks = await tx.db
      .insertInto('storageTanks')
      .values(TANKS.map((t) => ({ number: t.number, productId: productId.get(t.product)! })))
      .returning(['id', 'number'])
      .execute();
    const tankId = new Map(tanks.map((t) => [t.number, t.id]));
    const importers = await tx.db
      .insertInto('importers')
      .values(IMPORTERS.map((imp, i) => party(imp.name, i)))
      .returning('id')
      .execute();
    await tx.db
      .insertInto('inventories')
      .values(
        IMPORTERS.flatMap((imp, i) =>
          imp.tanks.map((t) => ({ importerId: importers[i].id, storageTankId: tankId.get(t)! })),
        ),
      )
      .execute();
    const distributors = await tx.db
      .insertInto('distributors')
      .values(DISTRIBUTORS.map((name, i) => party(name, i + 3)))
      .returning('id')
      .execute();

    const roles = await tx.db.selectFrom('roles').select(['id', 'code']).execute();
    const permissions = await tx.db.selectFrom('permissions').select(['id', 'code']).execute();
    const roleId = new Map(roles.map((r) => [r.code, r.id]));
    const permissionId = new Map(permissions.map((p) => [p.code, p.id]));
    for (const demo of DEMO_USERS) {
      const user = await tx.db
        .insertInto('users')
        .values({
          firstName: demo.firstName,
          lastName: demo.lastName,
          email: demo.email,
          passwordHash,
          isInternal: ROLES[demo.role].isInternal,
          emailConfirmed: true,
          roleId: roleId.get(demo.role)!,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (demo.permissions?.length) {
        await tx.db
          .insertInto('userPermissions')
          .values(demo.permissions.map((p) => ({ userId: user.id, permissionId: permissionId.get(p)! })))
          .execute();
      }
      if (demo.importer !== undefined || demo.distributor !== undefined) {
        await tx.db
          .insertInto('userEntities')
          .values({
            userId: user.id,
            importerId: demo.importer !== undefined ? importers[demo.importer].id : null,
            distributorId: demo.distributor !== undefined ? distributors[demo.distributor].id : null,
          })
          .execute();
      }
    }
  });
  return true;
}
