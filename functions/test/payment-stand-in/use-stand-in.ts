// Vitest hooks for a test file that talks to the payment stand-in and receives its webhooks: one
// stand-in and one inbox for the file, and an empty inbox (every webhook settled) between tests.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startPaymentStandIn, type PaymentStandIn } from './start';
import { startWebhookInbox, type WebhookInbox } from './webhook-inbox';

export interface StandInWithInbox {
  standIn: PaymentStandIn;
  inbox: WebhookInbox;
}

/** Filled in beforeAll; read its fields inside tests and hooks only. */
export function useStandInWithInbox(): StandInWithInbox {
  const kit = {} as StandInWithInbox;
  beforeAll(async () => {
    kit.standIn = await startPaymentStandIn({ port: 0 });
    kit.inbox = await startWebhookInbox();
  });
  afterAll(async () => {
    await kit.standIn.stop();
    await kit.inbox.stop();
  });
  afterEach(async () => {
    await kit.standIn.webhooksSettled();
    kit.inbox.received.length = 0;
  });
  return kit;
}
