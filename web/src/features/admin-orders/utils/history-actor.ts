// Who did a step of an order's history, in words the ADMIN reads: the functions store
// `admin:<uid>`, `user:<uid>`, `guest`, `carrier` or a system caller (functions/src/order-core/access.ts actorLabel).

interface ActorText {
  id: string;
  values?: Record<string, string>;
}

/** The signed-in ADMIN is named; another admin, a customer, the carrier and the shop's own schedules by their role. */
export function historyActor(actor: string, me: { userId: string; name: string } | null): ActorText {
  if (actor === 'guest' || actor.startsWith('user:')) return { id: 'adminOrders.actor.customer' };
  if (actor === 'carrier') return { id: 'adminOrders.actor.carrier' };
  const adminUid = actor.startsWith('admin:') ? actor.slice('admin:'.length) : null;
  // The payments' schedules act as `admin:system:…` (functions/src/order-payments/payment-checks.ts).
  if (adminUid === null || adminUid.startsWith('system:')) return { id: 'adminOrders.actor.system' };
  if (me && adminUid === me.userId && me.name) return { id: 'adminOrders.actor.adminNamed', values: { name: me.name } };
  return { id: 'adminOrders.actor.admin' };
}
