import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { RaRecord } from 'react-admin';
import type { ImporterInventory } from '../../schemas/importer.ts';
import { importer } from '../../schemas/importer.ts';
import { generateResource } from '../generateResource.tsx';
import { ImporterInventories } from './ImporterInventories.tsx';
import { ImporterTanksInput } from './ImporterTanksInput.tsx';

/** The tanks an importer has inventories in, as the form's checkbox values. */
export const importerFormValues = (record: RaRecord): RaRecord => ({
  ...record,
  inventories: ((record.inventories ?? []) as ImporterInventory[]).map((i) => ({
    storageTankId: i.storageTank.id,
    isSelected: true,
  })),
});

/** Importers: generated like any entity, plus the tank checkboxes and the inventory cards. */
export default generateResource(importer, WarehouseIcon, {
  FormExtra: ImporterTanksInput,
  DetailExtra: ImporterInventories,
  toFormValues: importerFormValues,
});
