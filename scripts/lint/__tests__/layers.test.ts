// The layering rule (eslint-layers.js) fires on deliberate violations: once through the repo's
// own eslint.config.js on probe files placed among the real ones, and once on a fixture tree for
// an import cycle (a cycle needs two real files that import each other).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { functionsLayeringConfig, layeringConfig } from '../../../eslint-layers.js';

const REPO = join(import.meta.dirname, '..', '..', '..');
const repoLint = new ESLint({ cwd: REPO });

async function rulesFired(code: string, probePath: string): Promise<string[]> {
  const [result] = await repoLint.lintText(code, { filePath: join(REPO, probePath) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the repo lint config', () => {
  it('refuses a feature importing another feature, by alias or by relative path', async () => {
    const fired = await rulesFired(
      "import { getSearchIndexQueryOptions } from '@/features/search/api/get-search-index';\nimport * as other from '../search/api/get-search-index';\nexport const probe = [getSearchIndexQueryOptions, other];\n",
      'web/src/features/cart/layer-probe.ts',
    );
    expect(fired).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
  }, 60_000);

  it('refuses shared code importing a feature or the app, and domain importing the SPA', async () => {
    expect(await rulesFired("import * as cart from '@/features/cart/api/get-goods-by-id-or-null';\nexport const probe = cart;\n", 'web/src/lib/layer-probe.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFired("import * as app from '@/app/router';\nexport const probe = app;\n", 'web/src/components/layer-probe.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFired("import * as web from '../web/src/lib/api-client';\nexport const probe = web;\n", 'domain/layer-probe.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  }, 60_000);

  it("holds the order's floor between the components and the rest of the shared code", async () => {
    expect(await rulesFired("import * as store from '@/order/stores/target-order-store';\nexport const probe = store;\n", 'web/src/lib/layer-probe.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFired("import * as button from '@/components/buy-button/buy-button';\nexport const probe = button;\n", 'web/src/order/layer-probe.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFired("import * as orders from '@/features/orders/components/user-orders';\nexport const probe = orders;\n", 'web/src/order/layer-probe.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(
      await rulesFired(
        "import * as keys from '@/order/query-keys';\nimport * as client from '@/lib/api-client';\nexport const probe = [keys, client];\n",
        'web/src/components/buy-button/layer-probe.ts',
      ),
    ).toEqual([]);
  }, 60_000);

  it('refuses domain/ by a relative path on either side: one alias, @domain/…', async () => {
    expect(await rulesFired("import { searchGoods } from '../../../domain/search';\nexport const probe = searchGoods;\n", 'functions/src/search/layer-probe.ts')).toEqual([
      'no-restricted-imports',
    ]);
    expect(await rulesFired("import { searchGoods } from '@domain/search';\nexport const probe = searchGoods;\n", 'functions/src/search/layer-probe.ts')).toEqual([]);
  }, 60_000);

  it('lets a feature import itself, shared code and domain', async () => {
    const fired = await rulesFired(
      "import * as own from './api/get-goods-by-id-or-null';\nimport * as client from '@/lib/api-client';\nimport * as pricing from '@domain/pricing';\nexport const probe = [own, client, pricing];\n",
      'web/src/features/cart/layer-probe.ts',
    );
    expect(fired).toEqual([]);
  }, 60_000);
});

describe('the functions\' layers', () => {
  it('refuses a feature importing another feature or the entry', async () => {
    const fired = await rulesFired(
      "import { ordersRouter } from '../orders/routes';\nimport { createApp } from '../app';\nexport const probe = [ordersRouter, createApp];\n",
      'functions/src/shipping/layer-probe.ts',
    );
    expect(fired).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
  }, 60_000);

  it('refuses a shared floor importing a feature, and infrastructure importing a shared floor or a feature', async () => {
    expect(await rulesFired("import { ordersRouter } from '../orders/routes';\nexport const probe = ordersRouter;\n", 'functions/src/order-core/layer-probe.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(
      await rulesFired(
        "import { readYarnLines } from '../stock/lot-stock';\nimport { authRouter } from '../auth/routes';\nexport const probe = [readYarnLines, authRouter];\n",
        'functions/src/http/layer-probe.ts',
      ),
    ).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
    expect(await rulesFired("import { queueMail } from '../mail/outbox';\nexport const probe = queueMail;\n", 'functions/src/model/layer-probe.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    // The Telegram adapter is a shared floor: the owner's alerts use it, it uses none of them.
    expect(await rulesFired("import { ownerAlertsRouter } from '../owner-alerts/routes';\nexport const probe = ownerAlertsRouter;\n", 'functions/src/telegram/layer-probe.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  }, 60_000);

  it('lets a feature import shared floors, infrastructure and domain, and the entry import features', async () => {
    expect(
      await rulesFired(
        "import { cardRef } from '../order-core/access';\nimport { config } from '../config';\nimport { ApiError } from '../http/api-error';\nimport * as pricing from '@domain/pricing';\nexport const probe = [cardRef, config, ApiError, pricing];\n",
        'functions/src/shipping/layer-probe.ts',
      ),
    ).toEqual([]);
    expect(await rulesFired("import { ordersRouter } from './orders/routes';\nexport const probe = ordersRouter;\n", 'functions/src/layer-probe.ts')).toEqual([]);
  }, 60_000);
});

describe('the cycle rule', () => {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('refuses two modules that import each other', async () => {
    write('web/tsconfig.json', JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }));
    write('web/src/features/shop/index.ts', "export const shop = 1;\n");
    write('web/src/lib/first.ts', "import { second } from './second';\nexport const first = () => second;\n");
    write('web/src/lib/second.ts', "import { first } from '@/lib/first';\nexport const second = () => first;\n");
    write('web/src/lib/alone.ts', "import { shop } from '@/features/shop';\nexport const alone = shop;\n");
    const lint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [{ languageOptions: { parser: tseslint.parser } }, layeringConfig(root)] });
    const results = await lint.lintFiles(['web/src/lib/first.ts', 'web/src/lib/alone.ts']);
    const fired = Object.fromEntries(results.map((r) => [r.filePath.slice(root.length + 1), r.messages.map((m) => m.ruleId)]));
    expect(fired).toEqual({ 'web/src/lib/first.ts': ['import-x/no-cycle'], 'web/src/lib/alone.ts': ['import-x/no-restricted-paths'] });
  }, 60_000);

  it('refuses an import cycle in the functions too', async () => {
    write('functions/tsconfig.json', JSON.stringify({ compilerOptions: { module: 'node16', moduleResolution: 'node16' } }));
    write('functions/src/orders/index.ts', 'export const orders = 1;\n');
    write('functions/src/model/first.ts', "import { second } from './second';\nexport const first = () => second;\n");
    write('functions/src/model/second.ts', "import { first } from './first';\nexport const second = () => first;\n");
    write('functions/src/model/alone.ts', "import { orders } from '../orders';\nexport const alone = orders;\n");
    const lint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [{ languageOptions: { parser: tseslint.parser } }, functionsLayeringConfig(root)] });
    const results = await lint.lintFiles(['functions/src/model/first.ts', 'functions/src/model/alone.ts']);
    const fired = Object.fromEntries(results.map((r) => [r.filePath.slice(root.length + 1), r.messages.map((m) => m.ruleId)]));
    expect(fired).toEqual({ 'functions/src/model/first.ts': ['import-x/no-cycle'], 'functions/src/model/alone.ts': ['import-x/no-restricted-paths'] });
  }, 60_000);
});
