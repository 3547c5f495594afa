// The reservation burst: 50 ADMIN changes to RESERVED at once, for 50 orders of one good with 5 in
// stock. Each client does what a busy shop tells it (waits Retry-After after a 503 and tries
// again). Run through Hosting and the Functions emulator as the SPA sends it, then with the same
// status-change code called in this process against the Firestore emulator, without HTTP: the
// difference is the Functions emulator's share (a worker process started per concurrent request).
import { createShoppingCardBody } from '@domain/api/orders.ts';
import { db } from '../../functions/src/admin.ts';
import { sealPassword } from '../../functions/src/auth/password-seal.ts';
import type { ApiError } from '../../functions/src/http/api-error.ts';
import { changeStatus } from '../../functions/src/order-core/change-status.ts';
import { createShoppingCard } from '../../functions/src/orders/create-shopping-card.ts';
import { signInWithPassword } from '../../functions/test/auth-tokens.ts';
import { honouringRetryAfter, reserveHonouringRetryAfter, type Reply } from '../../functions/test/reserve-client.ts';
import { SEEDED_ACCOUNTS } from '../seed/accounts.ts';
import { createLoadGood, orderBody } from './load-orders.ts';
import { check, type Row } from './report.ts';

const ORDERS = 50;
const STOCK = 5;
const SECTION = `Reservation burst (${ORDERS} ADMIN changes to RESERVED at once, one good with ${STOCK} in stock, clients honour Retry-After)`;

async function placeOrders(goodId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < ORDERS; i += 1) ids.push((await createShoppingCard(createShoppingCardBody.parse(orderBody(goodId)), undefined))._id);
  return ids;
}

/** The same client in this process: the status change called as the route calls it, a busy refusal waited out as its Retry-After says. */
function reserveInProcess(cardId: string): Promise<Reply[]> {
  const admin = SEEDED_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
  return honouringRetryAfter(() =>
    changeStatus({ shoppingCardId: cardId, status: 'RESERVED' }, { uid: admin.uid, email: admin.email, isAdmin: true }).then(
      () => ({ status: 200, code: undefined, retryAfter: null }),
      (error: unknown) => {
        // By name: tsx may load the functions' ApiError module twice (ESM and CommonJS), so instanceof can miss.
        const refusal = error as Partial<ApiError> | null;
        if (refusal?.name !== 'ApiError') return { status: 500, code: String(error), retryAfter: null };
        const wait = (refusal.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
        return { status: refusal.status ?? 500, code: refusal.code, retryAfter: wait ? String(wait) : null };
      },
    ),
  );
}

const tally = (values: string[]) => [...new Set(values)].map((v) => `${values.filter((x) => x === v).length} × ${v}`).join(', ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function burst(how: string, reserve: (cardId: string) => Promise<Reply[]>): Promise<Row> {
  const good = await createLoadGood(STOCK);
  try {
    const cards = await placeOrders(good.id);
    const started = performance.now();
    const replies = await Promise.all(cards.map(async (id) => ({ replies: await reserve(id), ms: performance.now() - started })));
    const outcomes = replies.map((r) => r.replies.at(-1)!).map((r) => `${r.status}${r.code ? ` ${r.code}` : ''}`);
    const busy = replies.flatMap((r) => r.replies).filter((r) => r.status === 503).length;
    const busyClients = replies.filter((r) => r.replies.some((reply) => reply.status === 503)).length;
    const slowestClient = Math.max(...replies.map((r) => r.ms));
    const slowestAnswer = Math.max(...replies.flatMap((r) => r.replies.map((reply) => reply.ms)));
    const left = (await db.collection('goods').doc(good.id).get()).get('quantity') as number;
    const sold = outcomes.filter((o) => o === '200').length;
    const refused = outcomes.filter((o) => o === '409 NOT_ENOUGH_STOCK').length;
    const other5xx = replies.flatMap((r) => r.replies).filter((r) => r.status >= 500 && r.status !== 503).length;
    return {
      section: SECTION,
      metric: how,
      value:
        `${tally(outcomes)}; ${busy} answers 503 SERVICE_BUSY on the way (to ${busyClients} clients), ${other5xx} other 5xx; ` +
        `the last client done after ${seconds(slowestClient)}, the slowest single answer ${seconds(slowestAnswer)}; stock after: ${left}`,
      target: `exactly ${STOCK} reserved, the rest 409, no 5xx but 503`,
      verdict: check(sold === STOCK && refused === ORDERS - STOCK && left === 0 && other5xx === 0),
      data: { outcomes, busy, busyClients, slowestClientMs: slowestClient, slowestAnswerMs: slowestAnswer, left, replies: replies.map((r) => r.replies) },
    };
  } finally {
    await good.remove();
  }
}

export async function reservationContentionRows(shopUrl: string): Promise<Row[]> {
  const admin = SEEDED_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
  const token = await signInWithPassword(admin.email, sealPassword(admin.password));
  return [
    await burst('through Hosting and the Functions emulator', (id) => reserveHonouringRetryAfter(shopUrl, id, token)),
    await inProcessReservationRow(),
  ];
}

export function inProcessReservationRow(): Promise<Row> {
  return burst('in this process (the status change without HTTP), Firestore emulator', reserveInProcess);
}
