// ESLint flat config for the whole monorepo: `npm run lint` (eslint --max-warnings 0 .).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const unusedVarsOptions = {
  args: 'after-used',
  argsIgnorePattern: '^_',
  varsIgnorePattern: '^_',
  caughtErrorsIgnorePattern: '^_',
  destructuredArrayIgnorePattern: '^_',
  ignoreRestSiblings: true,
};

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/dist-server/',
    '**/node_modules/',
    '**/.data/',
    '**/coverage/',
    '**/playwright-report/',
    '**/test-results/',
    '**/.test-output/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: { '@typescript-eslint/no-unused-vars': ['error', unusedVarsOptions] },
  },
  {
    // typescript-eslint turns the core rule off for TypeScript; plain JavaScript keeps it.
    files: ['**/*.{js,mjs,cjs}'],
    rules: { 'no-unused-vars': ['error', unusedVarsOptions] },
  },

  // Promises that nobody awaits, or that land where a void callback is expected, lose errors and reorder work: the
  // type-aware rules that catch them run on every TypeScript file (each one's own tsconfig, via the project service).
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
    },
  },

  // Node: the API and worker, cross-workspace tests, scripts and root config files.
  {
    files: ['backend/**/*.{ts,js,mjs}', 'test/**/*.{ts,mjs}', 'scripts/**/*.{js,mjs}', '*.{js,mjs,ts}', '*/vite.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Browser: the two React front ends.
  {
    files: ['storefront/src/**/*.{ts,tsx}', 'backoffice/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    // Accessibility mistakes that show in the JSX itself (an image without alt text, a click handler on a plain <div>,
    // an unknown aria-* attribute); axe in the browser journeys checks the rendered pages (ADR 0013).
    files: ['storefront/src/**/*.tsx', 'backoffice/src/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    // The storefront changes the query string in one way (use-query-params.ts): React Router's own functional update
    // reads the last render's parameters and drops a change whose navigation has not rendered yet.
    files: ['storefront/src/**/*.{ts,tsx}'],
    ignores: ['storefront/src/lib/use-query-params.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router-dom', importNames: ['useSearchParams'], message: 'Use useQueryParams() from lib/use-query-params.' }] },
      ],
    },
  },
  {
    // Back-office screens reach the API only through the data provider (dataProvider.ts, `useAdminApi()`), which adds
    // the session, the language and the refresh; signing in and out is the auth provider's.
    files: ['backoffice/src/**/*.{ts,tsx}'],
    ignores: ['backoffice/src/dataProvider.ts', 'backoffice/src/auth/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through the data provider (useAdminApi() or useDataProvider()).' }],
      'no-restricted-imports': ['error', { paths: [{ name: 'react-admin', importNames: ['fetchUtils'], message: 'Call the API through the data provider.' }] }],
    },
  },
]);
