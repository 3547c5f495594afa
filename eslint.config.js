// One lint configuration for the whole repo (run by `npm test` with --max-warnings=0).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { functionsLayeringConfig, layeringConfig } from './eslint-layers.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/dist/**', 'functions/lib/**', 'functions/ssr/**', '.cache/**', '.emulator-data/**', 'test-results/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Browser code logs through the error boundary and API error mapping, not the console.
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  // The SPA's and the functions' layers, and no import cycles (eslint-layers.js).
  layeringConfig(import.meta.dirname),
  functionsLayeringConfig(import.meta.dirname),
  {
    // Both sides import domain/ through one alias, so a module can move without its imports breaking.
    files: ['web/**/*.{ts,tsx}', 'functions/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+domain/', message: 'Import domain/ as @domain/… (one alias on both sides).' }] }],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**/*.{ts,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
