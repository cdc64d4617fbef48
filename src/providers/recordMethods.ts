import type { Identifier } from 'react-admin';
import type { Workflow } from '../../schemas/workflows/types.ts';
import type { ActionParams, ApiCall, ResourceConfig, ServerMessage } from './dataProvider.ts';
import type { HttpClient } from './httpClient.ts';

// The calls every record type with a life cycle shares beyond CRUD: its workflow actions, what its
// forms start from, its comments and its documents. Each reads the resource's config, so a page names
// the resource ('stock-updates'), never a path.

export interface CommentTarget {
  entityId: Identifier;
}

export interface DocumentUpload {
  entityId: Identifier;
  title: string;
  file: File;
  /** Overwrite the record's document of the same title. */
  replace?: boolean;
}

export interface RecordMethods {
  /** A workflow action (Review, Approve, Cancel...) as the record type's own call; answers its message. */
  runAction(resource: string, params: ActionParams): Promise<ServerMessage>;
  /** What the edit form of a record starts from (GetEditInfo, DoForEdit...), or the record itself. */
  getEditInfo<T = unknown>(resource: string, id: Identifier): Promise<T>;
  /** What the create form needs (User/Entities, DeliveryOrderCreationInfo...). */
  getCreationInfo<T = unknown>(resource: string): Promise<T>;
  addComment(resource: string, comment: CommentTarget & { text: string }): Promise<ServerMessage>;
  updateComment(
    resource: string,
    comment: CommentTarget & { commentId: Identifier; text: string },
  ): Promise<ServerMessage>;
  deleteComment(resource: string, comment: CommentTarget & { commentId: Identifier }): Promise<ServerMessage>;
  /** POST Document (multipart) with the resource's document type. */
  uploadDocument(resource: string, upload: DocumentUpload): Promise<ServerMessage & { id?: number }>;
  deleteDocument(
    resource: string,
    target: { entityId: Identifier; documentId: Identifier },
  ): Promise<unknown>;
  /** The short-lived address the document's file is served at. */
  getDocumentUrl(resource: string, target: { entityId: Identifier; documentId: Identifier }): Promise<string>;
}

const segment = (value: Identifier) => encodeURIComponent(String(value));

/** A resource's config, or the error of a page that asked for something its record type lacks. */
function needs<K extends keyof ResourceConfig>(
  config: ResourceConfig,
  resource: string,
  key: K,
): NonNullable<ResourceConfig[K]> {
  const value = config[key];
  if (value === undefined) throw new Error(`The resource '${resource}' has no ${key} in resourceConfigs.`);
  return value as NonNullable<ResourceConfig[K]>;
}

export function recordMethods(config: (resource: string) => ResourceConfig, http: HttpClient): RecordMethods {
  const run = <T>({ method, path, body }: ApiCall) => http.request<T>(method, path, body);
  const documentPath = (resource: string, entityId: Identifier, documentId: Identifier) =>
    `Document/${segment(documentId)}/EntityType/${needs(config(resource), resource, 'documentType')}/Entity/${segment(entityId)}`;

  return {
    runAction: (resource, params) =>
      run<ServerMessage | undefined>(needs(config(resource), resource, 'action')(params)).then(
        (a) => a ?? {},
      ),
    getEditInfo: (resource, id) => {
      const { path, editInfo } = config(resource);
      return http.request('GET', editInfo ? `${path}/${segment(id)}/${editInfo}` : `${path}/${segment(id)}`);
    },
    getCreationInfo: (resource) => run(needs(config(resource), resource, 'creationInfo')),
    addComment: (resource, { entityId, text }) =>
      http.request('POST', `${config(resource).path}/Comments`, { entityId, text }),
    updateComment: (resource, { entityId, commentId, text }) =>
      http.request('PUT', `${config(resource).path}/Comments`, { entityId, commentId, text }),
    deleteComment: (resource, { entityId, commentId }) =>
      http.request('DELETE', `${config(resource).path}/${segment(entityId)}/Comments/${segment(commentId)}`),
    uploadDocument: (resource, { entityId, title, file, replace }) => {
      const form = new FormData();
      form.append('entityId', String(entityId));
      form.append('entityType', String(needs(config(resource), resource, 'documentType')));
      form.append('title', title.trim());
      if (replace) form.append('replace', 'true');
      form.append('file', file, file.name);
      return http.request('POST', 'Document', form);
    },
    deleteDocument: (resource, { entityId, documentId }) =>
      http.request('DELETE', documentPath(resource, entityId, documentId)),
    getDocumentUrl: async (resource, { entityId, documentId }) => {
      const answer = await http.request<{ url?: string }>(
        'GET',
        documentPath(resource, entityId, documentId),
      );
      if (!answer?.url) throw new Error('The server sent no document address.');
      return answer.url;
    },
  };
}

/**
 * A workflow action as its record type's call: POST {record}/{call} with the record's id and the
 * declared action code under the names that call uses, the comment when given, and the dialog's inputs.
 * workflowAction(stockUpdateWorkflow, 'StatusUpdate') sends {id, status, comment};
 * workflowAction(transferOrderWorkflow, 'Actions', {id: 'transferOrderId', code: 'actionCode'}).
 */
export function workflowAction(
  workflow: Workflow,
  call: string,
  names: { id: string; code: string } = { id: 'id', code: 'status' },
): (params: ActionParams) => ApiCall {
  return ({ id, action, comment, ...inputs }) => {
    const declared = workflow.actions[action];
    if (!declared) throw new Error(`The ${workflow.label} workflow has no action '${action}'.`);
    return {
      method: 'POST',
      path: `${workflow.record}/${call}`,
      body: { [names.id]: id, [names.code]: declared.code, ...(comment ? { comment } : {}), ...inputs },
    };
  };
}
