import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { adminEn } from '../admin-en';
import { adminUa } from '../admin-ua';
import { adminShippingEn } from '../admin-shipping-en';
import { adminShippingUa } from '../admin-shipping-ua';
import { adminPaymentsEn } from '../admin-payments-en';
import { adminPaymentsUa } from '../admin-payments-ua';
import { adminDashboardEn } from '../admin-dashboard-en';
import { adminDashboardUa } from '../admin-dashboard-ua';
import { adminAuditEn } from '../admin-audit-en';
import { adminAuditUa } from '../admin-audit-ua';
import { adminGoodsEn } from '../admin-goods-en';
import { adminGoodsUa } from '../admin-goods-ua';
import { adminBinEn } from '../admin-bin-en';
import { adminBinUa } from '../admin-bin-ua';
import { en } from '../en';
import { ua } from '../ua';

type MessageCatalog = Record<string, string>;

// The shop's catalogues, and the ADMIN's (loaded only with admin pages), are checked alike.
describe.each([
  ['shop', ua as MessageCatalog, en as MessageCatalog],
  ['admin', adminUa as MessageCatalog, adminEn as MessageCatalog],
  ['admin shipping', adminShippingUa as MessageCatalog, adminShippingEn as MessageCatalog],
  ['admin payments', adminPaymentsUa as MessageCatalog, adminPaymentsEn as MessageCatalog],
  ['admin dashboard', adminDashboardUa as MessageCatalog, adminDashboardEn as MessageCatalog],
  ['admin audit log', adminAuditUa as MessageCatalog, adminAuditEn as MessageCatalog],
  ['admin goods table', adminGoodsUa as MessageCatalog, adminGoodsEn as MessageCatalog],
  ['admin bin', adminBinUa as MessageCatalog, adminBinEn as MessageCatalog],
])('%s message catalogues', (_, uaCatalog, enCatalog) => {
  it('have exactly the same keys', () => {
    expect(Object.keys(enCatalog).sort()).toEqual(Object.keys(uaCatalog).sort());
  });

  it.each([
    ['ua', uaCatalog],
    ['en', enCatalog],
  ])('%s has no empty values', (_language, catalog) => {
    const empty = Object.entries(catalog).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each([
    ['uk-UA', uaCatalog],
    ['en', enCatalog],
  ])('%s messages are valid ICU and use the same arguments as ua', (locale, catalog) => {
    const errors: string[] = [];
    const intl = createIntl({ locale, messages: catalog, onError: (error) => errors.push(error.message) });
    const placeholders = (value: string) => [...value.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(catalog)) {
      // Every placeholder gets a value, so only a malformed message (not a missing argument) errors.
      intl.formatMessage({ id: key }, { year: 2025, ...Object.fromEntries(placeholders(text).map((name) => [name, 1])) });
      expect(placeholders(text), key).toEqual(placeholders(uaCatalog[key]!));
    }
    expect(errors).toEqual([]);
  });
});

describe('catalogue split', () => {
  it('keeps the keys docs/product.md, Messages, names in the shop catalogue', () => {
    for (const key of ['oops', 'uknownErrorPleaseReloadThePage', 'goToMainPage']) {
      expect(ua).toHaveProperty(key);
    }
  });

  it('keeps admin keys out of the shop catalogue and shop keys out of the admin one', () => {
    expect(Object.keys(ua).filter((key) => key.startsWith('admin'))).toEqual([]);
    expect(Object.keys(adminUa).filter((key) => !/^admin(Catalog|Orders)\./.test(key))).toEqual([]);
    // The shipping catalogue is merged over the admin one: a shared key would silently win.
    expect(Object.keys(adminShippingUa).filter((key) => key in adminUa || !/^admin(Catalog|Settings)\./.test(key))).toEqual([]);
    expect(Object.keys(adminPaymentsUa).filter((key) => !key.startsWith('adminPayments.'))).toEqual([]);
  });
});
