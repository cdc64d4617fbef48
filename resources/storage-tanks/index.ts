import PropaneTankIcon from '@mui/icons-material/PropaneTank';
import { storageTank } from '../../schemas/storage-tank.ts';
import { entityResource } from '../mounted.ts';

/** Storage tanks; their views are generated from the schema (resources/entityViews.ts). */
export default entityResource(storageTank, PropaneTankIcon);
