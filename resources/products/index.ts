import OilBarrelIcon from '@mui/icons-material/OilBarrel';
import { product } from '../../schemas/product.ts';
import { generateResource } from '../generateResource.tsx';

/** Products: every view generated from the entity's schema. */
export default generateResource(product, OilBarrelIcon);
