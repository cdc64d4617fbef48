import { resourceOf } from '../../../resources/index.ts';
import { EntityBrowsePage } from './EntityBrowsePage.tsx';

/** /distributors/list#/{id}: distributors by name with their detail. */
export default function DistributorsPage() {
  return <EntityBrowsePage resource={resourceOf('distributors')!} title="Distributors" />;
}
