// Lint and architecture boundaries, run by `npm test` (ARCHITECTURE.md, "Boundaries checked by the tools").
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { noForeignTableWrites } from './scripts/eslint/noForeignTableWrites.js';
import { moduleDirectionPolicies } from './scripts/eslint/moduleDirections.js';
import { noTypeCycle } from './scripts/eslint/noTypeCycle.js';

const web = 'packages/web/src';
const server = 'packages/server/src';
const TSCONFIGS = ['packages/*/tsconfig.json', 'bench/tsconfig.json'];

const is = (...types) => ({ element: { types } });
const kernel = (part) => ({ element: { type: 'server-kernel', captured: { part } } });
const WEB = ['web-app', 'web-feature', 'web-kernel'];
const SERVER = ['server-module', 'server-top', 'server-kernel', 'server-testing'];
const POLICIES = [
  { from: is('web-feature'), disallow: { to: is('web-app') } },
  // Features never import each other: what two features share belongs in the kernel or the contract.
  { from: is('web-feature'), disallow: { to: { element: { type: 'web-feature', captured: { area: '!{{ from.captured.area }}' } } } } },
  { from: is('web-kernel'), disallow: { to: is('web-app', 'web-feature') } },
  { from: is('server-kernel'), disallow: { to: is('server-module', 'server-top') } },
  // The adapters (mail, iCal, the competition site) sit below http/: http's deps hold a mailer, never the reverse.
  { from: kernel('adapters'), disallow: { to: kernel('http') } },
  { from: is('server-module'), disallow: { to: is('server-top') } },
  // Module to module only in the listed directions (scripts/eslint/moduleDirections.js).
  ...moduleDirectionPolicies(),
  { from: is('contract'), disallow: { to: is(...WEB, ...SERVER) } },
];

const NO_ZOD = {
  group: ['@clubhuis/contract/catalogue', '@clubhuis/contract/endpoint', '@clubhuis/contract/endpoints/*', '@clubhuis/contract/entities/*', 'zod', 'zod/*'],
  allowTypeImports: true,
  message: 'Import types only; call traits come from @clubhuis/contract/callTraits, constants from contract/rules.',
};
const NO_RAW_QUERIES = {
  name: '@tanstack/react-query',
  importNames: ['useQuery', 'useQueries', 'useSuspenseQuery', 'useMutation', 'useQueryClient', 'useIsFetching', 'queryOptions'],
  message: 'Call the server through api/calls: useCall(path, body, options), useCallMutation(path, { invalidates, updates }), useCachedAnswers().',
};
const NO_RAW_POST = {
  group: ['**/api/api'],
  importNames: ['post'],
  message: "Call the server through api/calls' useCall / useCallMutation, not post().",
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'test-results/**', 'data/**', 'packages/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}', 'bench/**', 'scripts/**'], languageOptions: { globals: globals.node } },
  // The service worker runs in the browser's worker scope; the build fills in its two constants.
  {
    files: ['packages/web/pwa/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker, __VERSION__: 'readonly', __SHELL__: 'readonly' } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX, clubhuis: { rules: { 'no-foreign-table-writes': noForeignTableWrites, 'no-type-cycle': noTypeCycle } } },
    settings: {
      // One resolver for both plugins: boundaries reads the legacy 'import/resolver' setting.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: TSCONFIGS, noWarnOnMultipleProjects: true })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { typescript: { project: TSCONFIGS, noWarnOnMultipleProjects: true } },
      'boundaries/elements': [
        // The web app: app/ on top, one folder per feature, the kernel (api, session, router, ui …) below.
        { type: 'web-app', pattern: `${web}/app` },
        { type: 'web-feature', pattern: `${web}/features/*`, capture: ['area'] },
        { type: 'web-kernel', pattern: `${web}/*`, capture: ['part'] },
        // The server: the top (app.ts and its plugins, main.ts, scripts, seed) binds modules; the kernel below knows none.
        { type: 'server-module', pattern: `${server}/modules/*`, capture: ['area'] },
        { type: 'server-testing', pattern: `${server}/testing` },
        { type: 'server-top', pattern: [`${server}/scripts`, `${server}/seed`, `${server}/plugins`] },
        { type: 'server-kernel', pattern: `${server}/*`, capture: ['part'] },
        { type: 'contract', pattern: 'packages/contract/src' },
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // import-x/no-cycle skips type-only imports; this one reports a cycle that a type-only import closes.
      'clubhuis/no-type-cycle': 'error',
      // A leading underscore marks a value left out on purpose (a destructured rest, a skipped tuple slot).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'clubhuis/no-foreign-table-writes': 'error',
      'boundaries/dependencies': ['error', { default: 'allow', policies: POLICIES }],
    },
  },
  {
    // The web app loads no zod: the catalogue's schemas of every area would land in the first screen
    // (+28 KB gzip), and zod's JIT probe (new Function) breaks the CSP without 'unsafe-eval'. Call
    // traits come from contract/callTraits, constants and rules from contract/rules; types are free.
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', `${web}/testing/**`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_ZOD] }] },
  },
  {
    // One way from a screen to the server: features call through api/calls (useCall, useCallMutation
    // with its invalidates and updates, useCachedAnswers), never the query client or post() themselves.
    files: [`${web}/features/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [NO_RAW_QUERIES], patterns: [NO_ZOD, NO_RAW_POST] }] },
  },
  {
    files: [`${web}/features/**/*.test.{ts,tsx}`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [NO_RAW_QUERIES], patterns: [NO_RAW_POST] }] },
  },
  {
    // Tests and their kits may read answers loosely (a deliberately malformed call has no type to check).
    files: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Production code of a server module never reaches into the test kits; its tests do.
    files: [`${server}/modules/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', policies: [...POLICIES, { from: is('server-module'), disallow: { to: is('server-testing') } }] },
      ],
    },
  },
);
