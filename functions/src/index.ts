// Entry points only. Everything else lives beside this file, one module per resource.
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { passwordPepper } from './auth/password-seal';
import { carrierSecrets } from './carriers/carrier-config';
import { fiscalSecrets } from './fiscal/checkbox-config';
import { paymentSecrets } from './payments/payment-config';
import { config } from './config';
import { createApp } from './app';
import { pagesHandler } from './ssr/pages-handler';

setGlobalOptions({ region: config.region, maxInstances: 10 });

// cors: false leaves CORS to the app's own sameOriginCors. Without it the Functions emulator wraps
// every HTTP function in a CORS middleware that admits any origin (its enableCors debug feature).
// The API reaches the carriers (the directory's refresh by hand), so it is given their keys, and
// it seals passwords (auth/password-seal.ts), so it is given the pepper.
// 120 s: the slowest call, a waybill (lookup, recipient, save, the fallback save, a lookup after a
// lost answer), can pass the default 60 s while the carrier is slow.
export const api = onRequest({ memory: '512MiB', cors: false, timeoutSeconds: 120, secrets: [...carrierSecrets, ...paymentSecrets, ...fiscalSecrets, passwordPepper] }, createApp());

// The storefront's pages, rendered on the server (functions/src/ssr/). Its own function, so that a
// page render never waits behind an order or an upload, nor they behind it.
export const pages = onRequest({ memory: '512MiB', cors: false }, pagesHandler);

// Refuses every account made outside the shop's registration (functions/src/auth/blocking.ts).
export { refuseOutsideSignUp } from './auth/blocking';

// Nova Poshta's directory, refreshed on schedule (functions/src/delivery/np-directory-schedule.ts).
export { refreshNpBranchesDaily, refreshNpSettlementsMonthly } from './delivery/np-directory-schedule';

// Nova Poshta parcels tracked on schedule (functions/src/shipping/tracking-schedule.ts).
export { trackNpParcels } from './shipping/tracking-schedule';

// The customer's messages when her order moves, sent by a trigger on the card (ADR 13).
export { customerMessagesOnCardWrite } from './customer-messages/on-card-written';

// The money of card orders (ADR 12): the move each status asks for and the receipts, by a trigger
// on the card; pending moves, receipts and holds checked every 15 minutes; the shift closed nightly.
export { paymentsOnCardWrite } from './card-payments/on-card-written';
export { checkCardPayments, closeFiscalShiftNightly } from './card-payments/payment-schedule';

// The search index kept fresh and stock events recorded, by triggers on goods and yarn lines (ADR 13).
export { catalogOnGoodWrite } from './catalog-effects/on-good-written';
export { searchIndexOnYarnLineWrite } from './catalog-effects/on-yarn-line-written';
