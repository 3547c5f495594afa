// The checkout's branch list for a city, as the SPA asks for it (POST /api/getnpbranches through
// Hosting), answered from the shop's copy of Nova Poshta's directory: the largest city of the
// stand-in's directory, the whole list and a search by number, one request at a time.
import { ensureCarrierStandIn, fillNpDirectoryIfEmpty } from '../emulators/carrier-stand-in.ts';
import type { Row } from './report.ts';
import { percentile } from './stats.ts';
import { judged } from './targets.ts';

const REQUESTS = 200;
const WARM_UP = 10;

async function largestSettlement(): Promise<{ ref: string; name: string; branches: number }> {
  const { npSettlements } = await import('../../functions/src/model/np-directory-docs.ts');
  const snap = await npSettlements().where('offered', '==', true).get();
  const best = snap.docs.sort((a, b) => (b.get('selectableBranches') as number) - (a.get('selectableBranches') as number))[0];
  if (!best) throw new Error('the Nova Poshta directory copy is empty');
  return { ref: best.id, name: best.get('name') as string, branches: best.get('selectableBranches') as number };
}

async function timeRequests(shopUrl: string, body: Record<string, unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
    const started = performance.now();
    const res = await fetch(`${shopUrl}/api/getnpbranches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`getnpbranches answered ${res.status}`);
    await res.arrayBuffer();
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  return times;
}

export async function npBranchesRows(shopUrl: string): Promise<Row[]> {
  const standIn = await ensureCarrierStandIn();
  try {
    await fillNpDirectoryIfEmpty();
    const city = await largestSettlement();
    const rows: Row[] = [];
    for (const [metric, body] of [
      [`${city.name}: all ${city.branches} branches and lockers`, { settlementRef: city.ref, query: '', weightKg: 1 }],
      [`${city.name}: search by number "1"`, { settlementRef: city.ref, query: '1', weightKg: 1 }],
    ] as const) {
      const times = await timeRequests(shopUrl, body);
      const p95 = percentile(times, 0.95);
      rows.push({
        section: 'Nova Poshta branches for checkout (through Hosting, one at a time)',
        metric,
        value: `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms over ${REQUESTS} requests`,
        ...judged('npBranchesP95Ms', p95),
        data: { p95, requests: REQUESTS },
      });
    }
    return rows;
  } finally {
    await standIn.stop();
  }
}
