// The layers of both sides, held by lint. The SPA: app → features → shared code → domain, where the
// shared code has the order's floor (order/) between the components above it and the rest. The
// functions: entry (index.ts, http-functions.ts, app.ts) → features → shared floors → infrastructure → domain. A
// feature never imports another feature, shared code never imports a feature or the entry, and
// domain imports nothing of either side. Import cycles are refused everywhere. `layeringConfig`
// and `functionsLayeringConfig` are also what scripts/lint/__tests__/layers.test.ts runs against
// fixtures, so the test checks these very rules.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const SHARED = ['components', 'order', 'hooks', 'lib', 'stores', 'utils', 'config', 'types', 'testing'];
/** Shared code below the order's floor: what the order's calls, stores and readers stand on. */
const BELOW_ORDER = ['hooks', 'lib', 'stores', 'utils', 'config', 'types'];

/** Zones for import-x/no-restricted-paths (paths relative to the repo root): `target` may not import `from`. */
export function layerZones(features) {
  const web = './web/src';
  return [
    ...features.map((name) => ({
      target: `${web}/features/${name}`,
      from: `${web}/features`,
      except: [`./${name}`],
      message: 'A feature does not import another feature; move what both need into components/, hooks/ or lib/.',
    })),
    { target: `${web}/features`, from: `${web}/app`, message: 'Features do not import the app layer above them.' },
    ...SHARED.map((dir) => ({
      target: `${web}/${dir}`,
      from: [`${web}/features`, `${web}/app`],
      message: 'Shared code (components, order, hooks, lib, stores, utils, config, types) does not import features or the app.',
    })),
    {
      target: `${web}/order`,
      from: `${web}/components`,
      message: "The order's floor (its calls, stores, query keys and card reader) holds no UI: components/ use it, not the other way.",
    },
    ...BELOW_ORDER.map((dir) => ({
      target: `${web}/${dir}`,
      from: `${web}/order`,
      message: 'hooks/, lib/, stores/, utils/, config/ and types/ lie below the order\'s floor (order/): they do not import it.',
    })),
    { target: './domain', from: ['./web', './functions', './scripts'], message: 'domain/ is the bottom layer: it imports neither side.' },
  ];
}

/** The flat-config block for a repository at `root` (its web/src/features folders each get a zone). */
export function layeringConfig(root) {
  const features = readdirSync(join(root, 'web/src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return {
    files: ['web/src/**/*.{ts,tsx}', 'domain/**/*.ts'],
    ignores: ['**/__tests__/**'],
    plugins: { 'import-x': importX },
    settings: {
      // Follows web's @/ and @domain/ aliases.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: [join(root, 'web/tsconfig.json')] })],
      // no-cycle reads the imported files too, so it needs the TypeScript parser for them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones(features) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}

// functions/src, bottom up. Infrastructure: the admin SDK, config, HTTP plumbing and every
// collection's document type and reader. Shared floors: outside services' adapters and what
// several features need (an order card's core, stock, the search index, the image store, the
// carriers' directory copies). Every other folder is a feature; the entry mounts them.
export const FUNCTIONS_INFRASTRUCTURE = ['admin.ts', 'config.ts', 'http', 'model'];
export const FUNCTIONS_SHARED = ['carriers', 'carrier-directories', 'fiscal', 'images', 'mail', 'order-core', 'order-payments', 'payments', 'search', 'spreadsheets', 'stock', 'telegram', 'bin'];
export const FUNCTIONS_ENTRY = ['index.ts', 'http-functions.ts', 'app.ts'];

/** Zones for the functions (paths relative to the repo root), given functions/src's folder names. */
export function functionsLayerZones(folders) {
  const src = './functions/src';
  const at = (names) => names.map((name) => `${src}/${name}`);
  const features = folders.filter((name) => !FUNCTIONS_INFRASTRUCTURE.includes(name) && !FUNCTIONS_SHARED.includes(name));
  return [
    ...features.map((name) => ({
      target: `${src}/${name}`,
      from: [...at(features.filter((other) => other !== name)), ...at(FUNCTIONS_ENTRY)],
      message: 'A feature of the functions imports no other feature: move what both need to a shared floor (eslint-layers.js, FUNCTIONS_SHARED).',
    })),
    ...FUNCTIONS_SHARED.map((name) => ({
      target: `${src}/${name}`,
      from: [...at(features), ...at(FUNCTIONS_ENTRY)],
      message: 'A shared floor of the functions imports no feature and not the entry.',
    })),
    ...FUNCTIONS_INFRASTRUCTURE.map((name) => ({
      target: `${src}/${name}`,
      from: [...at(features), ...at(FUNCTIONS_SHARED), ...at(FUNCTIONS_ENTRY)],
      message: 'Infrastructure (admin.ts, config.ts, http/, model/) imports only itself and domain/.',
    })),
  ];
}

/** The flat-config block for functions/src of a repository at `root`. */
export function functionsLayeringConfig(root) {
  const folders = readdirSync(join(root, 'functions/src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return {
    files: ['functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: [join(root, 'functions/tsconfig.json')] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/extensions': ['.ts', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: functionsLayerZones([...folders, 'admin.ts', 'config.ts']) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}
