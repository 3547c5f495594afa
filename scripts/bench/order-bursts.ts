// Bursts of simultaneous requests, checked for what they must do rather than timed:
// 50 orders through Hosting all placed, each once; 60 reservations of a good with 5 in stock sell
// exactly 5 (through one API instance: the Functions emulator cannot start 60 workers at once on
// two cores, and would measure that instead of the transactions).
import { db } from '../../functions/src/admin.ts';
import { sealPassword } from '../../functions/src/auth/password-seal.ts';
import { signInWithPassword } from '../../functions/test/auth-tokens.ts';
import { SEEDED_ACCOUNTS } from '../seed/accounts.ts';
import { createLoadGood, orderBody } from './load-orders.ts';
import { check, type Row } from './report.ts';

interface Answer {
  status: number;
  body: { _id?: string; shoppingCardId?: number; error?: { code: string } };
}

async function post(url: string, body: unknown, token?: string): Promise<Answer> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(180_000),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Answer['body'] };
  } catch {
    return { status: 0, body: {} }; // no answer at all: counted apart from every status
  }
}

const tally = (values: (string | number)[]) => [...new Map(values.map((v) => [v, values.filter((x) => x === v).length]))].map(([v, n]) => `${n} × ${v}`).join(', ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function hostingOrderBurst(shopUrl: string, orders = 50): Promise<Row> {
  const good = await createLoadGood();
  try {
    const bodies = Array.from({ length: orders }, () => orderBody(good.id));
    const started = performance.now();
    const answers = await Promise.all(bodies.map((body) => post(`${shopUrl}/api/createshoppingcard`, body)));
    const ms = performance.now() - started;
    const cards = await db.collection('shoppingCards').where('goodIds', 'array-contains', good.id).select('idempotencyKey', 'shoppingCardId').get();
    const keys = cards.docs.map((d) => d.get('idempotencyKey') as string);
    const placedOnce = bodies.every((b) => keys.filter((k) => k === b.idempotencyKey).length === 1) && keys.length === orders;
    const numbers = new Set(cards.docs.map((d) => d.get('shoppingCardId') as number));
    const all201 = answers.every((a) => a.status === 201);
    return {
      section: 'Order bursts',
      metric: `${orders} simultaneous orders through Hosting`,
      value: `${tally(answers.map((a) => a.status || 'no answer'))}; ${cards.size} cards, ${placedOnce ? 'each order once' : 'NOT each order once'}, ${numbers.size} distinct numbers; all answered in ${seconds(ms)}`,
      target: 'all 201, none 5xx, each placed once',
      verdict: check(all201 && placedOnce && numbers.size === orders),
      data: { statuses: answers.map((a) => a.status), cards: cards.size, placedOnce, distinctNumbers: numbers.size, ms },
    };
  } finally {
    await good.remove();
  }
}

export async function reservationBurst(apiUrl: string, attempts = 60, stock = 5): Promise<Row> {
  const good = await createLoadGood(stock);
  try {
    const admin = SEEDED_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
    const token = await signInWithPassword(admin.email, sealPassword(admin.password));
    const placed = await Promise.all(Array.from({ length: attempts }, () => post(`${apiUrl}/api/createshoppingcard`, orderBody(good.id))));
    if (!placed.every((p) => p.status === 201)) throw new Error(`placing the ${attempts} orders answered ${tally(placed.map((p) => p.status))}`);
    const started = performance.now();
    const reserved = await Promise.all(
      placed.map((p) => post(`${apiUrl}/api/changeshoppingcardstatus`, { shoppingCardId: p.body._id, status: 'RESERVED' }, token)),
    );
    const ms = performance.now() - started;
    const outcomes = reserved.map((r) => (r.status === 200 ? 200 : `${r.status} ${r.body.error?.code ?? ''}`.trim()));
    const left = (await db.collection('goods').doc(good.id).get()).get('quantity') as number;
    const sold = outcomes.filter((o) => o === 200).length;
    const refusedCleanly = outcomes.filter((o) => o === '409 NOT_ENOUGH_STOCK').length === attempts - stock;
    return {
      section: 'Order bursts',
      metric: `${attempts} simultaneous reservations of a good with ${stock} in stock (one API instance)`,
      value: `${tally(outcomes)}; stock after: ${left}; all answered in ${seconds(ms)}`,
      target: `exactly ${stock} sold`,
      verdict: check(sold === stock && refusedCleanly && left === 0),
      data: { outcomes, left, ms },
    };
  } finally {
    await good.remove();
  }
}
