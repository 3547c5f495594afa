// The money's side effects of a card's write (ADR 13), made by money-on-card-write.ts, which is
// imported on the first event (ADR 17).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { BURST_OPTIONS, config } from '../config';
import { fiscalSecrets } from '../fiscal/checkbox-config';
import { COLLECTIONS } from '../model/types';
import { paymentSecrets } from '../payments/payment-config';

export const paymentsOnCardWrite = onDocumentWritten(
  { ...BURST_OPTIONS, document: `${COLLECTIONS.shoppingCards}/{cardId}`, region: config.region, secrets: [...paymentSecrets, ...fiscalSecrets] },
  async (event) => (await import('./money-on-card-write')).moneyOnCardWrite(event.params.cardId, event.data),
);
