// The one way the SPA calls the HTTP API (/api/*, /auth/*). Authenticated calls carry the
// Firebase ID token as a bearer. On a 401 or 403 the client asks once for a fresh token and
// retries once; a request that was already retried passes its error on (docs/product.md, "Accounts").
// A 503 with Retry-After (the shop busy: nothing was written) is sent again after the wait it names,
// a few times, telling the caller through onBusy so that it can show it is still trying.
import type { ApiAnswer, ApiInput, ApiPath } from '@domain/api/contract';

interface AccessTokenProvider {
  /** The current token, or null for a guest. */
  get(): Promise<string | null>;
  /** A fresh token (forced refresh), or null when there is no session. */
  refresh(): Promise<string | null>;
}

let tokens: AccessTokenProvider = { get: async () => null, refresh: async () => null };

/** Set by the auth feature once it knows how to get tokens; guests keep the null provider. */
export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  tokens = provider;
}

/** An answer of the API that is not 2xx, with the stable code and translated message it sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The network failed or the answer was not the API's JSON: the shop is unreachable. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

async function send(path: string, body: unknown, token: string | null, method: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (uploads) sets its own multipart content type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
    });
  } catch (error) {
    throw new ApiError(0, NETWORK_ERROR, error instanceof Error ? error.message : String(error));
  }
}

async function toApiError(res: Response): Promise<ApiError> {
  const payload = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string; details?: unknown } } | null;
  const error = payload?.error;
  return new ApiError(res.status, error?.code ?? `HTTP_${res.status}`, error?.message ?? res.statusText, error?.details);
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Called before each wait for a busy shop's Retry-After, with the seconds it waits. */
  onBusy?: (seconds: number) => void;
}

/** How often a busy answer is tried again before its error is passed on, and the longest wait honoured. */
export const BUSY_RETRIES = 3;
const BUSY_WAIT_MAX_SECONDS = 10;

/** The wait a 503 asks for, or null when it asks for none (or too long a one) and is an error to show. */
function busyWait(res: Response): number | null {
  if (res.status !== 503) return null;
  const seconds = Number(res.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 && seconds <= BUSY_WAIT_MAX_SECONDS ? seconds : null;
}

async function sendAuthorised(path: string, body: unknown, method: string): Promise<Response> {
  const res = await send(path, body, await tokens.get(), method);
  if (res.status !== 401 && res.status !== 403) return res;
  const fresh = await tokens.refresh().catch(() => null);
  // Retry only if there is a token to retry with; then never again.
  return fresh ? send(path, body, fresh, method) : res;
}

/** Calls the API and answers the parsed JSON body, or throws ApiError. `body` may be FormData (multipart uploads). */
export async function apiRequest<T>(path: string, body?: unknown, { method = body === undefined ? 'GET' : 'POST', onBusy }: RequestOptions = {}): Promise<T> {
  let res = await sendAuthorised(path, body, method);
  for (let retry = 0; retry < BUSY_RETRIES; retry += 1) {
    const wait = busyWait(res);
    if (wait === null) break;
    onBusy?.(wait);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    res = await sendAuthorised(path, body, method);
  }
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** A file the API answers (an export): its bytes and the name the answer gives it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** Calls an endpoint that answers a file; a refusal is thrown as ApiError with its translated message. */
export async function downloadFile(path: string, body: unknown, fallbackName: string): Promise<DownloadedFile> {
  const res = await sendAuthorised(path, body, 'POST');
  if (!res.ok) throw await toApiError(res);
  const named = /filename="([^"]+)"/u.exec(res.headers.get('Content-Disposition') ?? '')?.[1];
  return { blob: await res.blob(), filename: named ?? fallbackName };
}

/**
 * A call typed by the API's contract (domain/api/contract.ts): the payload the function's schema
 * accepts and the answer it gives. Types only, so no zod is loaded.
 */
export function callApi<P extends ApiPath>(path: P, body: ApiInput<P>, options: Pick<RequestOptions, 'onBusy'> = {}): Promise<ApiAnswer<P>> {
  return apiRequest<ApiAnswer<P>>(path, body, options);
}
