import OilBarrelIcon from '@mui/icons-material/OilBarrel';
import { product } from '../../schemas/product.ts';
import { entityResource } from '../mounted.ts';

/** Products; their views are generated from the schema (resources/entityViews.ts). */
export default entityResource(product, OilBarrelIcon);
