// Entry points only: what each function is, not what it does (ADR 17). An instance serves one
// function, named by FUNCTION_TARGET, and loads this module first: it loads only that function's
// definition, and the definition imports the function's code on its first call. `firebase deploy`
// and the emulator's discovery name no function, and load every definition.
import type { Express } from 'express';
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { passwordPepper } from './auth/password-pepper';
import { carrierSecrets } from './carriers/carrier-config';
import { fiscalSecrets } from './fiscal/checkbox-config';
import { paymentSecrets } from './payments/payment-config';
import { BURST_OPTIONS, config } from './config';

setGlobalOptions({ region: config.region, maxInstances: 10 });

const target = process.env.FUNCTION_TARGET;
/** Whether this process needs the function's definition: the one its instance serves, or all. */
const defines = (name: string): boolean => !target || target === name;

// Made once per instance, on the first request; a failed load is tried again by the next one.
let app: Promise<Express> | null = null;
const loadApp = (): Promise<Express> =>
  (app ??= import('./app').then(({ createApp }) => createApp()).catch((error: unknown) => {
    app = null;
    throw error;
  }));

// cors: false leaves CORS to the app's own sameOriginCors. Without it the Functions emulator wraps
// every HTTP function in a CORS middleware that admits any origin (its enableCors debug feature).
// The API reaches the carriers (the directory's refresh by hand), so it is given their keys, and
// it seals passwords (auth/password-seal.ts), so it is given the pepper.
// 120 s: the slowest call, a waybill (lookup, recipient, save, the fallback save, a lookup after a
// lost answer), can pass the default 60 s while the carrier is slow.
export const api = defines('api')
  ? (await import('firebase-functions/v2/https')).onRequest(
      { ...BURST_OPTIONS, cors: false, timeoutSeconds: 120, secrets: [...carrierSecrets, ...paymentSecrets, ...fiscalSecrets, passwordPepper] },
      async (req, res) => (await loadApp())(req, res),
    )
  : undefined;

// The storefront's pages, rendered on the server (functions/src/ssr/). Its own function, so that a
// page render never waits behind an order or an upload, nor they behind it.
export const pages = defines('pages')
  ? (await import('firebase-functions/v2/https')).onRequest({ ...BURST_OPTIONS, cors: false }, async (req, res) =>
      (await import('./ssr/pages-handler')).pagesHandler(req, res),
    )
  : undefined;

// Refuses every account made outside the shop's registration (functions/src/auth/blocking.ts).
export const refuseOutsideSignUp = defines('refuseOutsideSignUp') ? (await import('./auth/blocking')).refuseOutsideSignUp : undefined;

// Nova Poshta's directory, refreshed on schedule (functions/src/delivery/np-directory-schedule.ts).
export const refreshNpBranchesDaily = defines('refreshNpBranchesDaily') ? (await import('./delivery/np-directory-schedule')).refreshNpBranchesDaily : undefined;
export const refreshNpSettlementsMonthly = defines('refreshNpSettlementsMonthly')
  ? (await import('./delivery/np-directory-schedule')).refreshNpSettlementsMonthly
  : undefined;

// Nova Poshta parcels tracked on schedule (functions/src/shipping/tracking-schedule.ts).
export const trackNpParcels = defines('trackNpParcels') ? (await import('./shipping/tracking-schedule')).trackNpParcels : undefined;

// The customer's messages when her order moves, sent by a trigger on the card (ADR 13).
export const customerMessagesOnCardWrite = defines('customerMessagesOnCardWrite')
  ? (await import('./customer-messages/on-card-written')).customerMessagesOnCardWrite
  : undefined;

// The money of card orders (ADR 12): the move each status asks for and the receipts, by a trigger
// on the card; pending moves, receipts and holds checked every 15 minutes; the shift closed nightly.
export const paymentsOnCardWrite = defines('paymentsOnCardWrite') ? (await import('./card-payments/on-card-written')).paymentsOnCardWrite : undefined;
export const checkCardPayments = defines('checkCardPayments') ? (await import('./card-payments/payment-schedule')).checkCardPayments : undefined;
export const closeFiscalShiftNightly = defines('closeFiscalShiftNightly') ? (await import('./card-payments/payment-schedule')).closeFiscalShiftNightly : undefined;
