import StorefrontIcon from '@mui/icons-material/Storefront';
import { distributor } from '../../schemas/distributor.ts';
import { entityResource } from '../mounted.ts';

/** Distributors; their views are generated from the schema (resources/entityViews.ts). */
export default entityResource(distributor, StorefrontIcon);
