import PropaneTankIcon from '@mui/icons-material/PropaneTank';
import { storageTank } from '../../schemas/storage-tank.ts';
import { generateResource } from '../generateResource.tsx';

/** Storage tanks: every view generated from the entity's schema. */
export default generateResource(storageTank, PropaneTankIcon);
