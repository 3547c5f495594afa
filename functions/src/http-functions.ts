// The two HTTP functions' definitions (index.ts loads this file only in an instance of one of them,
// and in deploy's discovery). Each imports its code on its first request (ADR 17).
import type { Express } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { passwordPepper } from './auth/password-pepper';
import { carrierSecrets } from './carriers/carrier-config';
import { fiscalSecrets } from './fiscal/checkbox-config';
import { paymentSecrets } from './payments/payment-config';
import { telegramSecrets } from './telegram/telegram-config';
import { BURST_OPTIONS } from './config';

// Made once per instance, on the first request; a failed load is tried again by the next one.
let app: Promise<Express> | null = null;
const loadApp = (): Promise<Express> =>
  (app ??= import('./app')
    .then(({ createApp }) => createApp())
    .catch((error: unknown) => {
      app = null;
      throw error;
    }));

// cors: false leaves CORS to the app's own sameOriginCors. Without it the Functions emulator wraps
// every HTTP function in a CORS middleware that admits any origin (its enableCors debug feature).
// The API reaches the carriers (the directory's refresh by hand), so it is given their keys, and
// it seals passwords (auth/password-seal.ts), so it is given the pepper.
// 120 s: the slowest call, a waybill (lookup, recipient, save, the fallback save, a lookup after a
// lost answer), can pass the default 60 s while the carrier is slow.
export const api = onRequest(
  { ...BURST_OPTIONS, cors: false, timeoutSeconds: 120, secrets: [...carrierSecrets, ...paymentSecrets, ...fiscalSecrets, ...telegramSecrets, passwordPepper] },
  async (req, res) => (await loadApp())(req, res),
);

// The storefront's pages, rendered on the server (functions/src/ssr/). Its own function, so that a
// page render never waits behind an order or an upload, nor they behind it.
export const pages = onRequest({ ...BURST_OPTIONS, cors: false }, async (req, res) => (await import('./ssr/pages-handler')).pagesHandler(req, res));
