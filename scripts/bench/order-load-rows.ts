// Orders placed against one API instance (api-instance.mjs) with the Firestore emulator behind
// it: one client alone, then 20 at once, for latency and for how throughput grows with clients;
// then the bursts. The Functions emulator is left out, so these numbers are the shop's code plus
// the Firestore emulator, which shares the machine's cores with it; the CPU each order costs,
// and who spent it, is reported beside them.
import { startApiInstance, type ApiInstance } from './api-instance-process.ts';
import { cpuMark, cpuSpent, describeCpu, type CpuSpent } from './cpu-share.ts';
import { randomInt } from 'node:crypto';
import { runClients, type ClientLoad } from './client-loop.ts';
import type { LoadResult } from './load.ts';
import { createLoadGood, orderBody, randomPhone } from './load-orders.ts';
import { hostingOrderBurst, reservationBurst } from './order-bursts.ts';
import type { Row } from './report.ts';
import { judged } from './targets.ts';

const CLIENTS = 20;
const WARM_UP_ORDERS = 20;

const perSecond = (r: LoadResult, seconds: number) => r.requests / seconds;
const summary = (r: LoadResult, seconds: number) =>
  `p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms; ${r.requests} orders (${perSecond(r, seconds).toFixed(1)}/s), ${r.errors} errors (${r.non2xx} non-2xx)`;

/** A load run with the CPU it cost. */
async function measured(instance: ApiInstance, load: ClientLoad): Promise<{ load: LoadResult; cpu: CpuSpent }> {
  const from = cpuMark((await instance.stats()).cpuMs);
  const result = await runClients(load);
  const to = cpuMark((await instance.stats()).cpuMs);
  return { load: result, cpu: cpuSpent(from, to, Math.max(1, result.requests)) };
}

/**
 * Shoppers placing orders one after another, each from an address and with a phone of its own.
 * The instance has no front end before it, so X-Forwarded-For holds just the entry Google's would
 * append for the client, which is the one the rate limits count by.
 */
function shoppers(url: string, goodId: string, clients: number, seconds: number): ClientLoad {
  const run = randomInt(256);
  const phones = Array.from({ length: clients }, randomPhone);
  return {
    name: 'POST /api/createshoppingcard',
    url,
    clients,
    seconds,
    request: (client) => ({
      path: '/api/createshoppingcard',
      body: orderBody(goodId, undefined, phones[client]),
      headers: { 'x-forwarded-for': `10.${run}.${client >> 8}.${client & 255}` },
    }),
  };
}

export async function inProcessOrderRows(seconds: number): Promise<Row[]> {
  const instance = await startApiInstance();
  const good = await createLoadGood();
  const section = `Orders, one API instance in one Node process (≤ 80 at once), Firestore emulator, ${seconds} s`;
  try {
    // Loads the code, compiles the hot paths and claims the first block of numbers.
    for (let i = 0; i < WARM_UP_ORDERS; i += 1) {
      await fetch(`${instance.url}/api/createshoppingcard`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(orderBody(good.id)) });
    }
    const { load: alone, cpu: aloneCpu } = await measured(instance, shoppers(instance.url, good.id, 1, seconds));
    const { load: crowd, cpu: crowdCpu } = await measured(instance, shoppers(instance.url, good.id, CLIENTS, seconds));
    const speedup = perSecond(crowd, seconds) / perSecond(alone, seconds);
    const stats = await instance.stats();
    const ofCeiling = perSecond(crowd, seconds) / crowdCpu.ceilingPerSecond;
    return [
      { section, metric: '1 client', value: `${summary(alone, seconds)}. ${describeCpu(aloneCpu)}`, data: { ...alone, cpu: aloneCpu } },
      { section, metric: `${CLIENTS} clients: latency`, value: summary(crowd, seconds), ...judged('ordersP95Ms', crowd.p95), data: { ...crowd, ...stats } },
      {
        section,
        metric: `${CLIENTS} clients: throughput`,
        value:
          `${speedup.toFixed(1)} × one client (${perSecond(crowd, seconds).toFixed(1)}/s against ${perSecond(alone, seconds).toFixed(1)}/s), ` +
          `${(ofCeiling * 100).toFixed(0)} % of what the cores allow; at most ${stats.peakInFlight} requests in flight. ${describeCpu(crowdCpu)}`,
        ...judged('ordersSpeedup', crowd.errors === 0 ? speedup : Number.NaN),
        data: { speedup, ofCeiling, cpu: crowdCpu },
      },
      await reservationBurst(instance.url),
    ];
  } finally {
    await good.remove();
    await instance.stop();
  }
}

/** A part that cannot run is an ERROR row with its reason; the other parts still run. */
async function rowsOrError(section: string, body: () => Promise<Row[]>): Promise<Row[]> {
  try {
    return await body();
  } catch (error) {
    return [{ section, metric: 'could not run', value: error instanceof Error ? error.message.split('\n')[0]! : String(error), verdict: 'ERROR' }];
  }
}

/** The burst through Hosting, then the loads and the reservation burst against one API instance. */
export async function orderLoadRows(shopUrl: string, seconds: number): Promise<Row[]> {
  return [
    ...(await rowsOrError('Order bursts', async () => [await hostingOrderBurst(shopUrl)])),
    ...(await rowsOrError('Orders, one API instance', () => inProcessOrderRows(seconds))),
  ];
}
