import { HttpError } from 'react-admin';
import { currentLocale } from '../i18n/locale.ts';
import { API_BASE } from './apiBase.ts';
import { readTokenObject } from './tokenStore.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The server's error body: a readable message and, for validation, field -> message. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string>;
}

export interface HttpClient {
  request<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
}

export interface HttpClientOptions {
  baseUrl?: string;
  getToken?: () => string | null;
}

const defaultToken = () => readTokenObject()?.token ?? null;

/**
 * The one client under /api/v1/. No time-out (the spec's default is none). Failures become react-admin
 * HttpErrors whose body is {message, errors}, which is what makes forms show server field errors on
 * their inputs and what the error catalogue reads.
 */
export function createHttpClient({
  baseUrl = API_BASE,
  getToken = defaultToken,
}: HttpClientOptions = {}): HttpClient {
  // The primary's WAL position after this tab's last write (PPMS-Written-Lsn), sent back with every call:
  // a search or report then reads the server's replica only once it holds that write (server/plugins/reads.ts).
  let readAfter: string | null = null;
  return {
    async request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
      // Absolute address: relative paths are resolved against the page, like the browser would.
      const url = new URL(baseUrl + path.replace(/^\/+/, ''), window.location.origin);
      // The server answers its messages in the language the user chose (English by default).
      const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLocale() });
      const token = getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      if (readAfter) headers.set('PPMS-Read-After', readAfter);
      let payload: BodyInit | undefined;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        headers.set('Content-Type', 'application/json');
        payload = JSON.stringify(body);
      }
      let response: Response;
      try {
        response = await fetch(url, { method, headers, body: payload });
      } catch (cause) {
        // Network failure: status 0 and no server message, so the catalogue falls back to its texts.
        throw new HttpError('', 0, { message: undefined, cause: String(cause) });
      }
      readAfter = response.headers.get('PPMS-Written-Lsn') ?? readAfter;
      const data = await readBody(response);
      if (!response.ok) {
        const errorBody = toErrorBody(data);
        throw new HttpError(errorBody.message ?? '', response.status, errorBody);
      }
      return data as T;
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function toErrorBody(data: unknown): ApiErrorBody {
  if (!data || typeof data !== 'object') return {};
  const { message, errors } = data as ApiErrorBody;
  return {
    message: typeof message === 'string' && message ? message : undefined,
    errors: errors && typeof errors === 'object' ? errors : undefined,
  };
}

export const httpClient = createHttpClient();
