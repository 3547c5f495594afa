// The SPA's layers, held by lint: app → features → shared code → domain. A feature never imports
// another feature, shared code never imports a feature or the app, and domain imports nothing of
// either side. Import cycles are refused in web/src and domain. `layeringConfig` is also what
// scripts/lint/__tests__/layers.test.ts runs against fixtures, so the test checks this very rule.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const SHARED = ['components', 'hooks', 'lib', 'stores', 'utils', 'config', 'types', 'testing'];

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
      message: 'Shared code (components, hooks, lib, stores, utils, config, types) does not import features or the app.',
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
