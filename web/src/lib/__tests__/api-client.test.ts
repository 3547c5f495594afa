import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, BUSY_RETRIES, NETWORK_ERROR, setAccessTokenProvider } from '../api-client';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider({ get: async () => null, refresh: async () => null });
});

function busy(retryAfter: string | null): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) };
  return new Response(JSON.stringify({ error: { code: 'SERVICE_BUSY', message: 'Магазин зараз дуже зайнятий.' } }), { status: 503, headers });
}

function authHeader(call: number): string | undefined {
  const init = fetchMock.mock.calls[call]?.[1];
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

describe('apiRequest', () => {
  it('posts JSON with the bearer token and answers the parsed body', async () => {
    setAccessTokenProvider({ get: async () => 'token-1', refresh: async () => 'token-2' });
    fetchMock.mockResolvedValueOnce(json(200, { ok: 1 }));
    await expect(apiRequest('/api/x', { a: 1 })).resolves.toEqual({ ok: 1 });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/x');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(authHeader(0)).toBe('Bearer token-1');
  });

  it.each([401, 403])('on %i refreshes the token once and retries once with it', async (status) => {
    const refresh = vi.fn(async () => 'fresh');
    setAccessTokenProvider({ get: async () => 'stale', refresh });
    fetchMock.mockResolvedValueOnce(json(status, { error: { code: 'UNAUTHENTICATED', message: 'no' } }));
    fetchMock.mockResolvedValueOnce(json(200, { done: true }));
    await expect(apiRequest('/auth/currentuser', {})).resolves.toEqual({ done: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authHeader(1)).toBe('Bearer fresh');
  });

  it('passes the error on when the retried request fails again, without a third try', async () => {
    const refresh = vi.fn(async () => 'fresh');
    setAccessTokenProvider({ get: async () => 'stale', refresh });
    fetchMock.mockResolvedValue(json(403, { error: { code: 'FORBIDDEN', message: 'Недостатньо прав.' } }));
    const error = await apiRequest('/api/admin', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Недостатньо прав.' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not retry when there is no session to refresh', async () => {
    fetchMock.mockResolvedValue(json(401, { error: { code: 'UNAUTHENTICATED', message: 'Увійдіть' } }));
    await expect(apiRequest('/api/x', {})).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends FormData as multipart, leaving the content type to the browser, with the bearer', async () => {
    setAccessTokenProvider({ get: async () => 'token-1', refresh: async () => 'token-2' });
    fetchMock.mockResolvedValueOnce(json(201, { data: '/api/images/goods/x.jpg' }));
    const form = new FormData();
    form.set('containerName', 'goods');
    await expect(apiRequest('/api/uploadimage', form)).resolves.toEqual({ data: '/api/images/goods/x.jpg' });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(authHeader(0)).toBe('Bearer token-1');
  });

  it('reports a network failure with a stable code', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR });
  });

  it('keeps the status when the answer is not the API JSON', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });
});

describe('apiRequest when the shop is busy (503 with Retry-After)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the seconds asked, tells the caller, and sends the same request again', async () => {
    vi.useFakeTimers();
    const onBusy = vi.fn();
    fetchMock.mockResolvedValueOnce(busy('2'));
    fetchMock.mockResolvedValueOnce(json(200, { data: 'reserved' }));
    const answer = apiRequest('/api/changeshoppingcardstatus', { status: 'RESERVED' }, { onBusy });
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onBusy).toHaveBeenCalledWith(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ data: 'reserved' });
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ method: 'POST', body: '{"status":"RESERVED"}' });
  });

  it(`passes the error on after ${BUSY_RETRIES} retries`, async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => busy('1'));
    const error = apiRequest('/api/x', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(BUSY_RETRIES * 1000);
    expect(await error).toMatchObject({ status: 503, code: 'SERVICE_BUSY' });
    expect(fetchMock).toHaveBeenCalledTimes(BUSY_RETRIES + 1);
  });

  it.each([null, '0', '600', 'soon'])('does not retry a 503 whose Retry-After is %s', async (retryAfter) => {
    fetchMock.mockResolvedValue(busy(retryAfter));
    await expect(apiRequest('/api/x', {})).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
