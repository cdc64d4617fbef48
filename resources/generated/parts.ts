import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';

/** What an entity with a custom part (importers: tanks and inventories) adds to its generated views. */
export interface EntityParts {
  /** Extra inputs inside the add and edit forms. */
  FormExtra?: ComponentType;
  /** Extra content under the generated detail fields. */
  DetailExtra?: ComponentType<{ record: RaRecord; scope: 'admin' | 'page' }>;
  /** A fetched record as form values, when the answer's shape differs from the payload's. */
  toFormValues?: (record: RaRecord) => RaRecord;
}
