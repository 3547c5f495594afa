// Entry points only: what each function is, not what it does (ADR 17). An instance serves one
// function, named by FUNCTION_TARGET, and loads this module first: it loads only that function's
// definition, and the definition imports the function's code on its first call. `firebase deploy`
// and the emulator's discovery name no function, and load every definition.
// A definition is loaded by require(), the one way to load a module only when a condition holds
// while the module loading it is still being evaluated (the functions are CommonJS; ADR 17).
/* eslint-disable @typescript-eslint/no-require-imports */
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { config } from './config';

setGlobalOptions({ region: config.region, maxInstances: 10 });

const target = process.env.FUNCTION_TARGET;
/** Whether this process needs the function's definition: the one its instance serves, or all. */
const defines = (name: string): boolean => !target || target === name;

// The API (every /auth/* and /api/* call) and the storefront's pages (functions/src/http-functions.ts).
export const api = defines('api') ? (require('./http-functions') as typeof import('./http-functions')).api : undefined;
export const pages = defines('pages') ? (require('./http-functions') as typeof import('./http-functions')).pages : undefined;

// Refuses every account made outside the shop's registration (functions/src/auth/blocking.ts).
export const refuseOutsideSignUp = defines('refuseOutsideSignUp')
  ? (require('./auth/blocking') as typeof import('./auth/blocking')).refuseOutsideSignUp
  : undefined;

// Nova Poshta's directory, refreshed on schedule (functions/src/delivery/np-directory-schedule.ts).
export const refreshNpBranchesDaily = defines('refreshNpBranchesDaily')
  ? (require('./delivery/np-directory-schedule') as typeof import('./delivery/np-directory-schedule')).refreshNpBranchesDaily
  : undefined;
export const refreshNpSettlementsMonthly = defines('refreshNpSettlementsMonthly')
  ? (require('./delivery/np-directory-schedule') as typeof import('./delivery/np-directory-schedule')).refreshNpSettlementsMonthly
  : undefined;

// Nova Poshta parcels tracked on schedule (functions/src/shipping/tracking-schedule.ts).
export const trackNpParcels = defines('trackNpParcels')
  ? (require('./shipping/tracking-schedule') as typeof import('./shipping/tracking-schedule')).trackNpParcels
  : undefined;

// The customer's messages when her order moves, sent by a trigger on the card (ADR 13).
export const customerMessagesOnCardWrite = defines('customerMessagesOnCardWrite')
  ? (require('./customer-messages/on-card-written') as typeof import('./customer-messages/on-card-written')).customerMessagesOnCardWrite
  : undefined;

// The money of card orders (ADR 12): the move each status asks for and the receipts, by a trigger
// on the card; pending moves, receipts and holds checked every 15 minutes; the shift closed nightly.
export const paymentsOnCardWrite = defines('paymentsOnCardWrite')
  ? (require('./card-payments/on-card-written') as typeof import('./card-payments/on-card-written')).paymentsOnCardWrite
  : undefined;
export const checkCardPayments = defines('checkCardPayments')
  ? (require('./card-payments/payment-schedule') as typeof import('./card-payments/payment-schedule')).checkCardPayments
  : undefined;
export const closeFiscalShiftNightly = defines('closeFiscalShiftNightly')
  ? (require('./card-payments/payment-schedule') as typeof import('./card-payments/payment-schedule')).closeFiscalShiftNightly
  : undefined;

// The search index kept fresh and stock events recorded, by triggers on goods, yarn lines and catalogs (ADR 13).
export const catalogOnGoodWrite = defines('catalogOnGoodWrite')
  ? (require('./catalog-effects/on-good-written') as typeof import('./catalog-effects/on-good-written')).catalogOnGoodWrite
  : undefined;
export const searchIndexOnYarnLineWrite = defines('searchIndexOnYarnLineWrite')
  ? (require('./catalog-effects/on-yarn-line-written') as typeof import('./catalog-effects/on-yarn-line-written')).searchIndexOnYarnLineWrite
  : undefined;
export const searchIndexOnCatalogWrite = defines('searchIndexOnCatalogWrite')
  ? (require('./catalog-effects/on-catalog-written') as typeof import('./catalog-effects/on-catalog-written')).searchIndexOnCatalogWrite
  : undefined;

// The audit log of the ADMIN's changes (ADR 27): a trigger per collection she writes, one on the bin, and the nightly retention run.
export const auditOnOuterCategoryWrite = defines('auditOnOuterCategoryWrite')
  ? (require('./audit-log/on-audited-written') as typeof import('./audit-log/on-audited-written')).auditOnOuterCategoryWrite
  : undefined;
export const auditOnCategoryWrite = defines('auditOnCategoryWrite')
  ? (require('./audit-log/on-audited-written') as typeof import('./audit-log/on-audited-written')).auditOnCategoryWrite
  : undefined;
export const auditOnCatalogWrite = defines('auditOnCatalogWrite')
  ? (require('./audit-log/on-audited-written') as typeof import('./audit-log/on-audited-written')).auditOnCatalogWrite
  : undefined;
export const auditOnGoodWrite = defines('auditOnGoodWrite')
  ? (require('./audit-log/on-audited-written') as typeof import('./audit-log/on-audited-written')).auditOnGoodWrite
  : undefined;
export const auditOnYarnLineWrite = defines('auditOnYarnLineWrite')
  ? (require('./audit-log/on-audited-written') as typeof import('./audit-log/on-audited-written')).auditOnYarnLineWrite
  : undefined;
export const auditOnSlideWrite = defines('auditOnSlideWrite')
  ? (require('./audit-log/on-audited-written') as typeof import('./audit-log/on-audited-written')).auditOnSlideWrite
  : undefined;
export const auditOnSettingsWrite = defines('auditOnSettingsWrite')
  ? (require('./audit-log/on-audited-written') as typeof import('./audit-log/on-audited-written')).auditOnSettingsWrite
  : undefined;
export const auditOnCardWrite = defines('auditOnCardWrite')
  ? (require('./audit-log/on-audited-written') as typeof import('./audit-log/on-audited-written')).auditOnCardWrite
  : undefined;
export const auditOnBinWrite = defines('auditOnBinWrite')
  ? (require('./audit-log/on-audited-written') as typeof import('./audit-log/on-audited-written')).auditOnBinWrite
  : undefined;
export const auditLogCleanup = defines('auditLogCleanup')
  ? (require('./audit-log/audit-schedule') as typeof import('./audit-log/audit-schedule')).auditLogCleanup
  : undefined;

// The back-in-stock mails, by a trigger on each recorded stock event, and nightly the subscriptions never confirmed deleted (functions/src/stock-watch/, ADR 24).
export const stockWatchOnStockEvent = defines('stockWatchOnStockEvent')
  ? (require('./stock-watch/send-on-stock-event') as typeof import('./stock-watch/send-on-stock-event')).stockWatchOnStockEvent
  : undefined;
export const sweepUnconfirmedStockWatches = defines('sweepUnconfirmedStockWatches')
  ? (require('./stock-watch/sweep-schedule') as typeof import('./stock-watch/sweep-schedule')).sweepUnconfirmedStockWatches
  : undefined;
// The owner's dashboard summaries, kept by triggers on cards and stock events (ADR 21).
export const ownerFiguresOnCardWrite = defines('ownerFiguresOnCardWrite')
  ? (require('./owner-figures/on-figures-written') as typeof import('./owner-figures/on-figures-written')).ownerFiguresOnCardWrite
  : undefined;
export const ownerFiguresOnStockEvent = defines('ownerFiguresOnStockEvent')
  ? (require('./owner-figures/on-figures-written') as typeof import('./owner-figures/on-figures-written')).ownerFiguresOnStockEvent
  : undefined;
// The owner's alerts in Telegram (ADR 20): triggers on cards and stock events, and a schedule for retries and the morning digest.
export const ownerAlertsOnCardWrite = defines('ownerAlertsOnCardWrite')
  ? (require('./owner-alerts/on-written') as typeof import('./owner-alerts/on-written')).ownerAlertsOnCardWrite
  : undefined;
export const ownerAlertsOnStockEvent = defines('ownerAlertsOnStockEvent')
  ? (require('./owner-alerts/on-written') as typeof import('./owner-alerts/on-written')).ownerAlertsOnStockEvent
  : undefined;
export const ownerAlertsSchedule = defines('ownerAlertsSchedule')
  ? (require('./owner-alerts/alert-schedule') as typeof import('./owner-alerts/alert-schedule')).ownerAlertsSchedule
  : undefined;

// The bin emptied nightly of what waited there 30 days (functions/src/bin-admin/bin-schedule.ts).
export const emptyBinNightly = defines('emptyBinNightly')
  ? (require('./bin-admin/bin-schedule') as typeof import('./bin-admin/bin-schedule')).emptyBinNightly
  : undefined;
