import type { ComponentType } from 'react';
import type { Identifier } from 'react-admin';
import type { EntityDefinition } from '../schemas/entity.ts';
import { EntityCreate } from './generated/EntityCreate.tsx';
import { EntityEdit } from './generated/EntityEdit.tsx';
import { EntityList } from './generated/EntityList.tsx';
import { ManageDialog } from './generated/ManageDialog.tsx';
import type { EntityParts } from './generated/parts.ts';

/** A master-data resource: react-admin's {name, list, create, edit, show} shape, bound to its entity. */
export interface EntityResource {
  name: string;
  entity: EntityDefinition;
  parts: EntityParts;
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType<{ id: Identifier; onDone: (saved: boolean) => void }>;
  show: ComponentType<{ id: Identifier; onClose: () => void }>;
  recordRepresentation: string;
}

/** Every view of an entity, generated from its schema; `parts` adds only what differs. */
export function generateResource(entity: EntityDefinition, parts: EntityParts = {}): EntityResource {
  return {
    name: entity.resource,
    entity,
    parts,
    list: () => <EntityList entity={entity} parts={parts} />,
    create: () => <EntityCreate entity={entity} parts={parts} />,
    edit: ({ id, onDone }) => <EntityEdit entity={entity} id={id} onDone={onDone} parts={parts} />,
    show: ({ id, onClose }) => <ManageDialog entity={entity} id={id} onClose={onClose} parts={parts} />,
    recordRepresentation: entity.display,
  };
}
