import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';
import type { MessageAnswer } from '../../schemas/account.ts';
import type { FiltersAnswer } from '../../schemas/dashboard.ts';
import type { FourEyesSaved, FourEyesSetting } from '../../schemas/four-eyes.ts';
import type { UserEntitiesAnswer, UserEntitiesPayload } from '../../schemas/user-entities.ts';
import { type DeliveryOrderMethods, deliveryOrderMethods } from './deliveryOrderMethods.ts';
import { type HttpClient, type HttpMethod, httpClient } from './httpClient.ts';
import { type RecordMethods, recordMethods } from './recordMethods.ts';
import { type ReportMethods, reportMethods } from './reportMethods.ts';
import { RESOURCE_CONFIGS } from './resourceConfigs.ts';
import { type StatementMethods, statementMethods } from './statementMethods.ts';
import { type UserMethods, userMethods } from './userMethods.ts';

/** The spec's search answer; TransferOrder/Search names its rows `requests`. */
export interface SearchAnswer<T> {
  results?: T[];
  requests?: T[];
  pages: number;
  currentPage: number;
  total?: number;
  /** There are more matches than total and pages count (the server counts 100 pages ahead). */
  totalIsLowerBound?: boolean;
  pageSize?: number;
}

/** One API call: method, path under /api/v1 and body. */
export interface ApiCall {
  method: HttpMethod;
  path: string;
  body?: unknown;
}

/** runAction's parameters: the record, the workflow declaration's action key and its dialog's inputs. */
export interface ActionParams {
  id: Identifier;
  /** 'Review', 'Approve', 'Cancel', ...: a key of the record type's workflow declaration. */
  action: string;
  comment?: string;
  /** Extra inputs of the action's dialog (priority, card and bay numbers), sent as they are. */
  [input: string]: unknown;
}

/** A server answer with the text to show the user, when it sends one. */
export type ServerMessage = Partial<MessageAnswer>;

/** How one react-admin resource maps to the API (src/providers/resourceConfigs.ts lists them). */
export interface ResourceConfig {
  /** The API path segment, e.g. 'TransferOrder' (the server matches paths case-insensitively). */
  path: string;
  /** Unwraps a GET {path}/{id} answer that nests the record (e.g. {userDetail}). */
  fromOne?: (answer: unknown) => RaRecord;
  /** 'all': GET {path} answers every record (master data), sorted and paged here; default 'search'. */
  list?: 'search' | 'all';
  /** The name the record's id goes by in a PUT body when the payload lacks it; default 'id'. */
  idKey?: string;
  /** The record's document type (DOCUMENT_ENTITY_TYPES in schemas/codes.ts). */
  documentType?: number;
  /** GET {path}/{id}/{editInfo} answers what the edit form starts from; without it, GET {path}/{id}. */
  editInfo?: string;
  /** The call answering what the create form needs (importers, inventories, available orders). */
  creationInfo?: ApiCall;
  /** The call of a workflow action, built from runAction's params (see workflowAction). */
  action?: (params: ActionParams) => ApiCall;
}

export interface PpmsDataProvider
  extends DataProvider,
    RecordMethods,
    UserMethods,
    ReportMethods,
    DeliveryOrderMethods,
    StatementMethods {
  /** GET Setting/Filters: the options of every list's filters, scoped to the user. */
  getFilterOptions(): Promise<FiltersAnswer>;
  /** GET Setting/FourEyes (administrators and stock control). */
  getFourEyes(): Promise<FourEyesSetting>;
  /** PUT Setting/FourEyes (administrators): the setting now and what changed, in a sentence. */
  setFourEyes(enabled: boolean): Promise<FourEyesSaved>;
  /** POST User/Entities: importers (with inventories) and distributors the user may pick. */
  getUserEntities(query: Partial<UserEntitiesPayload>): Promise<UserEntitiesAnswer>;
  /**
   * Any other call, for the pages that belong to no resource (dashboard, account pages, reports).
   * Resource pages use the methods above.
   */
  call<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
}

/**
 * The one place that knows the API. CRUD: getList -> POST {path}/Search with the filters and a 1-based
 * pageNumber, getOne -> GET {path}/{id}, create -> POST {path}, update -> PUT {path}, delete ->
 * DELETE {path}/{id}; records' workflow, comments and documents in recordMethods; users in userMethods;
 * reports in reportMethods; signed stock statements in statementMethods.
 */
export function createDataProvider(
  resources: Record<string, ResourceConfig> = RESOURCE_CONFIGS,
  http: HttpClient = httpClient,
): PpmsDataProvider {
  const config = (resource: string): ResourceConfig => resources[resource] ?? { path: resource };
  const getOne = async (resource: string, id: Identifier) => {
    const { path, fromOne } = config(resource);
    const answer = await http.request('GET', `${path}/${encodeURIComponent(String(id))}`);
    return fromOne ? fromOne(answer) : (answer as RaRecord);
  };
  const search = async (resource: string, filter: object, page: number): Promise<GetListResult> => {
    const answer = await http.request<SearchAnswer<RaRecord>>('POST', `${config(resource).path}/Search`, {
      ...filter,
      pageNumber: page,
    });
    const data = answer.results ?? answer.requests ?? [];
    const currentPage = answer.currentPage ?? page;
    // The server's page count rides along, for the lists' 'Page X of Y' ('of Y+' when there are more).
    const meta = { pages: answer.pages, currentPage, pagesAtLeast: answer.totalIsLowerBound === true };
    // total when the server sends it; otherwise page info, which react-admin accepts instead.
    return typeof answer.total === 'number'
      ? { data, total: answer.total, meta }
      : {
          data,
          pageInfo: { hasNextPage: currentPage < answer.pages, hasPreviousPage: currentPage > 1 },
          meta,
        };
  };

  const getAll = async (resource: string) => http.request<RaRecord[]>('GET', config(resource).path);

  return {
    getList: async (resource, params) =>
      config(resource).list === 'all'
        ? (pageAll(await getAll(resource), params) as never)
        : ((await search(resource, params.filter ?? {}, params.pagination?.page ?? 1)) as never),
    getOne: async (resource, params) => ({ data: (await getOne(resource, params.id)) as never }),
    getMany: async (resource, params) => {
      // One GET for a whole-list resource rather than one per id.
      if (config(resource).list === 'all') {
        const wanted = new Set(params.ids.map(String));
        return { data: (await getAll(resource)).filter((r) => wanted.has(String(r.id))) as never[] };
      }
      return { data: (await Promise.all(params.ids.map((id) => getOne(resource, id)))) as never[] };
    },
    getManyReference: async (resource, params) =>
      (await search(
        resource,
        { ...params.filter, [params.target]: params.id },
        params.pagination?.page ?? 1,
      )) as never,
    create: async (resource, params) => {
      const answer = await http.request<Partial<RaRecord> | undefined>(
        'POST',
        config(resource).path,
        params.data,
      );
      return { data: { ...params.data, ...(answer && typeof answer === 'object' ? answer : {}) } as never };
    },
    update: async (resource, params) => {
      // The payload's own id field wins (StockUpdate sends stockUpdateId); else the id goes under idKey.
      const idKey = config(resource).idKey ?? 'id';
      const answer = await http.request<Partial<RaRecord> | undefined>('PUT', config(resource).path, {
        ...params.data,
        [idKey]: params.data?.[idKey] ?? params.id,
      });
      const data = { ...params.data, id: params.id, ...(answer && typeof answer === 'object' ? answer : {}) };
      return { data: data as never };
    },
    updateMany: async (resource, params) => {
      for (const id of params.ids) await http.request('PUT', config(resource).path, { ...params.data, id });
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      await http.request('DELETE', `${config(resource).path}/${encodeURIComponent(String(params.id))}`);
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    deleteMany: async (resource, params) => {
      for (const id of params.ids) {
        await http.request('DELETE', `${config(resource).path}/${encodeURIComponent(String(id))}`);
      }
      return { data: params.ids };
    },
    ...recordMethods(config, http),
    ...userMethods(http),
    ...reportMethods(http),
    ...deliveryOrderMethods(http),
    ...statementMethods(http),
    getFilterOptions: () => http.request<FiltersAnswer>('GET', 'Setting/Filters'),
    getFourEyes: () => http.request<FourEyesSetting>('GET', 'Setting/FourEyes'),
    setFourEyes: (enabled) => http.request<FourEyesSaved>('PUT', 'Setting/FourEyes', { enabled }),
    getUserEntities: (query) => http.request<UserEntitiesAnswer>('POST', 'User/Entities', query),
    call: (method, path, body) => http.request(method, path, body),
  };
}

/** A whole list filtered (equal values), sorted and paged as react-admin asks. */
export function pageAll(records: RaRecord[], params: Partial<GetListParams>): GetListResult {
  const filters = Object.entries(params.filter ?? {}).filter(([, v]) => v !== undefined && v !== '');
  const kept = records.filter((r) => filters.every(([k, v]) => String(r[k]) === String(v)));
  const { field, order } = params.sort ?? { field: '', order: 'ASC' };
  const sorted = field
    ? [...kept].sort(
        (a, b) =>
          String(a[field] ?? '').localeCompare(String(b[field] ?? ''), undefined, { numeric: true }) *
          (order === 'DESC' ? -1 : 1),
      )
    : kept;
  const { page = 1, perPage = sorted.length || 1 } = params.pagination ?? {};
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}

export const dataProvider = createDataProvider();
