import StorefrontIcon from '@mui/icons-material/Storefront';
import { distributor } from '../../schemas/distributor.ts';
import { generateResource } from '../generateResource.tsx';

/** Distributors: every view generated from the entity's schema. */
export default generateResource(distributor, StorefrontIcon);
