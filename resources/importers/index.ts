import WarehouseIcon from '@mui/icons-material/Warehouse';
import { importer } from '../../schemas/importer.ts';
import { entityResource } from '../mounted.ts';

/**
 * Importers; their views are generated from the schema (resources/entityViews.ts) with the parts of
 * ./parts.ts: the tank checkboxes and the inventory cards.
 */
export default entityResource(importer, WarehouseIcon);
