import importers from '../../../resources/importers/index.ts';
import { EntityBrowsePage } from './EntityBrowsePage.tsx';
import { ImporterReport } from './ImporterReport.tsx';

/** /importers/list#/{id}: importers by name; the detail with inventory cards and a printable report. */
export default function ImportersPage() {
  return <EntityBrowsePage resource={importers} title="Importers" Report={ImporterReport} />;
}
