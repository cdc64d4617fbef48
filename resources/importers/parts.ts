import type { RaRecord } from 'react-admin';
import type { ImporterInventory } from '../../schemas/importer.ts';
import type { EntityParts } from '../generated/parts.ts';
import { ImporterDetailExtra } from './ImporterDetailExtra.tsx';
import { ImporterTanksInput } from './ImporterTanksInput.tsx';

/** The tanks an importer has inventories in, as the form's checkbox values. */
export const importerFormValues = (record: RaRecord): RaRecord => ({
  ...record,
  inventories: ((record.inventories ?? []) as ImporterInventory[]).map((i) => ({
    storageTankId: i.storageTank.id,
    isSelected: true,
  })),
});

/**
 * What importers add to the views generated from their schema: the tank checkboxes, the inventory cards
 * and (on the importer page) the signed stock statement.
 */
export const importerParts: EntityParts = {
  FormExtra: ImporterTanksInput,
  DetailExtra: ImporterDetailExtra,
  toFormValues: importerFormValues,
};
