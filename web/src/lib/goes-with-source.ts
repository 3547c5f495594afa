// Where a good page's suggestions come from: in the browser, POST /api/getgoeswith; in the server
// renderer, the function's own kept catalogue (entry-server.tsx sets it), so a rendered page
// carries them without calling itself over HTTP.
import type { GoesWithSource } from '@domain/page-render';
import { callApi } from './api-client';

let current: GoesWithSource = (goodId) => callApi('/api/getgoeswith', { goodId });

export function setGoesWithSource(source: GoesWithSource): void {
  current = source;
}

export function goesWithSource(): GoesWithSource {
  return current;
}
