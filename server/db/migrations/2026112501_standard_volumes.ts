import type { Kysely } from 'kysely';
import { runSql } from '../run-sql.ts';

// Standard volumes (issue 21; README 'Standard volumes'): a stock update line or a filling advice note
// compartment may carry the observed temperature and the gravity (API gravity at 60 °F under Table 6B,
// density at 15 °C under 54B). Then `quantity` stays what counts everywhere (the ledger, pending totals,
// balance checks, reports) and is the net standard volume; the readings and the gross observed volume are
// kept beside it. Without readings every new column is null and quantity is as observed, as before.
// A difference (overnight, loading) also keeps the volume it was measured on: its loss at standard
// conditions may then be 0 (pure expansion), which the line keeps but the ledger does not post.
// A product declares the measurement group it belongs to and the API gravity range a reading of it may
// have (a gasoline at API 10 is a typing error, not a gasoline).
const readings = (table: string) => `
    alter table ${table}
      add column gross_quantity bigint check (gross_quantity between 1 and 100000000),
      add column observed_temperature numeric(6,2),
      add column gravity numeric(6,1),
      add column volume_table text check (volume_table in ('6B', '54B')),
      add column volume_factor numeric(6,5) check (volume_factor > 0),
      add constraint ${table}_readings check (
        (gross_quantity is null and observed_temperature is null and gravity is null and volume_table is null
          and volume_factor is null)
        or (gross_quantity is not null and observed_temperature is not null and gravity is not null
          and volume_table is not null and volume_factor is not null));
    comment on column ${table}.gross_quantity is 'Gallons as observed, when readings were taken; quantity is then the net standard volume.';
    comment on column ${table}.observed_temperature is 'Observed temperature: °F under Table 6B, °C under 54B.';
    comment on column ${table}.gravity is 'API gravity at 60 °F (Table 6B) or density at 15 °C in kg/m³ (54B).';
    comment on column ${table}.volume_table is 'The petroleum measurement table the factor comes from.';
    comment on column ${table}.volume_factor is 'The volume correction factor (CTL): net = gross × factor to the gallon.';`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    alter table products
      add column volume_group text check (volume_group in ('gasolines', 'transition', 'jetFuels', 'fuelOils')),
      add column gravity_min numeric(4,1) check (gravity_min between 0 and 100),
      add column gravity_max numeric(4,1) check (gravity_max between 0 and 100),
      add constraint products_gravity_range check (gravity_min <= gravity_max);
    comment on column products.volume_group is 'The product group of the measurement tables; readings are taken only for a product that declares one.';
    comment on column products.gravity_min is 'Lowest plausible API gravity at 60 °F of a reading of this product.';
    comment on column products.gravity_max is 'Highest plausible API gravity at 60 °F of a reading of this product.';
    ${readings('stock_update_lines')}
    ${readings('filling_advice_note_compartments')}
    alter table stock_update_lines
      add column measured_volume bigint check (measured_volume between 1 and 100000000),
      drop constraint stock_update_lines_quantity_check,
      add constraint stock_update_lines_quantity_check check (quantity > 0 or (quantity = 0 and measured_volume is not null));
    comment on column stock_update_lines.measured_volume is 'A difference with readings: the gallons observed (the dip, the metered loading) that the difference was measured on.';
  `,
  );
}
