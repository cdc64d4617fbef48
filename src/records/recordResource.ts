import { type ComponentType, lazy } from 'react';
import type { RaRecord } from 'react-admin';
import type { RecordDeclaration, RecordResource, RecordRoutes, RecordView } from './types.ts';

/** Any record type's declaration (never: the kit's pages are generic in the record's shapes). */
type AnyDeclaration = RecordDeclaration<never, never>;

interface ResourceInput {
  name: string;
  icon: ComponentType;
  recordRepresentation: (record: RaRecord) => string;
  routes: RecordRoutes;
  /** The record type's declaration module (its default export), loaded with the first of its pages. */
  declaration: () => Promise<{ default: AnyDeclaration }>;
}

/**
 * A record type's resource: react-admin's {name, icon, recordRepresentation, list, show, create, edit},
 * each view loading the kit and the declaration on first use, so the app's first load stays small.
 */
export function recordResource({ declaration, ...resource }: ResourceInput): RecordResource {
  const view = (key: RecordView) =>
    lazy(async () => {
      const [{ recordViews }, { default: loaded }] = await Promise.all([
        import('./views.tsx'),
        declaration(),
      ]);
      const View = recordViews(loaded)[key];
      if (!View) throw new Error(`${resource.name} declares no ${key} view.`);
      return { default: View };
    });
  return {
    ...resource,
    list: view('list'),
    show: view('show'),
    ...(resource.routes.create ? { create: view('create') } : {}),
    ...(resource.routes.edit ? { edit: view('edit') } : {}),
  };
}
