import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { RecordShow } from './detail/RecordShow.tsx';
import { RecordForm } from './form/RecordForm.tsx';
import { RecordList } from './list/RecordList.tsx';
import type { RecordDeclaration } from './types.ts';

export interface RecordViews {
  list: ComponentType;
  show: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
}

/** The kit's pages bound to one declaration: what a record type's routes mount. */
export function recordViews<R extends RaRecord, L extends RaRecord>(
  declaration: RecordDeclaration<R, L>,
): RecordViews {
  const { form } = declaration;
  return {
    list: () => <RecordList declaration={declaration} />,
    show: () => <RecordShow declaration={declaration} />,
    ...(form ? { create: () => <RecordForm declaration={declaration} form={form} mode="create" /> } : {}),
    ...(form ? { edit: () => <RecordForm declaration={declaration} form={form} mode="edit" /> } : {}),
  };
}
