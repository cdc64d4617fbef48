import { viewsOf } from '../../../resources/entityViews.ts';
import { EntityBrowsePage } from './EntityBrowsePage.tsx';
import { ImporterReport } from './ImporterReport.tsx';

/** /importers/list#/{id}: importers by name; the detail with inventory cards and a printable report. */
export default function ImportersPage() {
  return (
    <EntityBrowsePage resource={viewsOf('importers')!} title="app.menu.importers" Report={ImporterReport} />
  );
}
