import { viewsOf } from '../../../resources/entityViews.ts';
import { EntityBrowsePage } from './EntityBrowsePage.tsx';

/** /distributors/list#/{id}: distributors by name with their detail. */
export default function DistributorsPage() {
  return <EntityBrowsePage resource={viewsOf('distributors')!} title="app.menu.distributors" />;
}
