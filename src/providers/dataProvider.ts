import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';
import { type HttpClient, type HttpMethod, httpClient } from './httpClient.ts';
import { RESOURCE_CONFIGS } from './resourceConfigs.ts';

/** The spec's search answer; TransferOrder/Search names its rows `requests`. */
export interface SearchAnswer<T> {
  results?: T[];
  requests?: T[];
  pages: number;
  currentPage: number;
  total?: number;
  pageSize?: number;
}

/** How one react-admin resource maps to the API; later issues register theirs. */
export interface ResourceConfig {
  /** The API path segment, e.g. 'TransferOrder' (the server matches paths case-insensitively). */
  path: string;
  /** Unwraps a GET {path}/{id} answer that nests the record (e.g. {userDetail}). */
  fromOne?: (answer: unknown) => RaRecord;
  /** 'all': GET {path} answers every record (master data), sorted and paged here; default 'search'. */
  list?: 'search' | 'all';
}

export interface PpmsDataProvider extends DataProvider {
  /** Any call the CRUD methods do not cover: dataProvider.call('POST', 'TransferOrder/Actions', body). */
  call<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
}

/**
 * The CRUD core: getList -> POST {path}/Search with the filters and a 1-based pageNumber, getOne ->
 * GET {path}/{id}, create -> POST {path}, update -> PUT {path}, delete -> DELETE {path}/{id}.
 */
export function createDataProvider(
  resources: Record<string, ResourceConfig> = {},
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
    // total when the server sends it; otherwise page info, which react-admin accepts instead.
    return typeof answer.total === 'number'
      ? { data, total: answer.total }
      : { data, pageInfo: { hasNextPage: currentPage < answer.pages, hasPreviousPage: currentPage > 1 } };
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
      const answer = await http.request<Partial<RaRecord> | undefined>('PUT', config(resource).path, {
        ...params.data,
        id: params.id,
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

export const dataProvider = createDataProvider(RESOURCE_CONFIGS);
