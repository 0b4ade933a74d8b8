// One lint setup for the whole repository: type-aware typescript-eslint, import hygiene, and the
// rules of hooks for the React packages.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every tsconfig whose `paths` or `include` decide how an import resolves.
const typeScriptProjects = [
  'api/tsconfig.json',
  'api/contracts/tsconfig.json',
  'shell/host/tsconfig.json',
  'shell/tooling/site-tests/tsconfig.json',
  'shell/tooling/bench/tsconfig.json',
  'shell/platform/tsconfig.json',
  'shell/build-kit/tsconfig.json',
  'mf-*/tsconfig.json',
];

// The tsconfigs that type-check the JavaScript (allowJs + checkJs), the first that holds a file
// being the one its lint uses. The project service finds only files named tsconfig.json and
// these are mostly not, so the parser is given them by name.
const javaScriptProjects = [
  'tsconfig.scripts.json',
  '*/tsconfig.scripts.json',
  'shell/*/tsconfig.scripts.json',
  'api/contracts/tsconfig.scripts.json',
  'shell/tooling/tsconfig.json',
  'shell/tooling/bench/runtime-weight/tsconfig.json',
  'shell/edge/tsconfig.json',
];

// Outside api/, the API is reached through what its packages export, never its source.
const apiSource = {
  group: ['api/src', 'api/src/**', 'api/dist/**', '**/api/src', '**/api/src/**'],
  message: "Import the API's shapes from @healing/contracts (remotes: through @healing/platform).",
};
const remoteOrShell = {
  group: ['mf-*', '**/mf-*/**', 'shell', 'shell/**', '**/shell/host/**'],
  message: 'A remote never imports another remote or the shell: use @healing/platform.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // A remote's build checked in as a test fixture (shell/tooling/site-tests/fixtures/make-old-remote.mjs).
      'shell/tooling/site-tests/fixtures/old-remote/build/**',
      '**/coverage/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      // A remote's releases and previews: builds, not sources (shell/edge releases.ts, preview.ts).
      '**/releases/**',
      '**/.preview/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      // Imports resolve as TypeScript resolves them (extensions, `paths`, workspace packages),
      // so no-cycle and no-unresolved see the real module graph.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: typeScriptProjects,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test runs its tests itself; the promises test() and describe() return need no await.
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite'] },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // A package in node_modules cannot import our files back, so cycles are looked for among
      // our own modules (the workspace packages included) only.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The server build aliases this module to a remote's src/server-render.ts (build-kit webpack.cjs).
      'import-x/no-unresolved': ['error', { ignore: ['^@healing/server-rendered-modules$'] }],
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: globals.nodeBuiltin,
      parserOptions: { projectService: false, project: javaScriptProjects },
    },
    rules: {
      // JavaScript has no `import type` of a declaration file: a reference is how it gets one.
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Jest runs it in jsdom.
    files: ['shell/build-kit/src/jest-setup.cjs'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Command-line tools: what they print is their output.
    files: ['*/scripts/**', '*/drills/**', 'shell/tooling/{bench,drills,start}/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Bundled by webpack for the browser; DefinePlugin replaces process.env.PAGE_REQUEST.
    files: ['shell/tooling/bench/runtime-weight/src/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['shell/**/*.tsx', 'mf-*/**/*.tsx', 'shell/**/*.ts', 'mf-*/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['shell/**/*.{ts,tsx,js,mjs,cjs}', 'mf-*/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiSource] }] },
  },
  {
    // A remote talks to the rest of the site only through the platform and the URL.
    files: ['mf-*/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [remoteOrShell, apiSource] }] },
  },
  {
    // A page's first Intl formatter costs the browser's main thread 40-70 ms (over 200 ms on a
    // phone 4x slower) while the page starts: amounts and dates on screen are written out by the
    // platform (formatMoney, formatDate), in the shop's one locale. Tests compare them with Intl.
    files: ['shell/{platform,host}/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: 'Use formatMoney or formatDate from @healing/platform.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee > .property[name=/^toLocale(Date|Time)?String$/]',
          message: 'Use formatMoney or formatDate from @healing/platform.',
        },
      ],
    },
  },
  {
    // The contracts run in the browser and in the API alike: zod and their own files, nothing else.
    files: ['api/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.{1,2}/)',
              message: '@healing/contracts imports only zod and its own files.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          // Zones are read from the repository's root, wherever ESLint runs from.
          basePath: import.meta.dirname,
          zones: [
            {
              target: './api/contracts/src',
              from: './api',
              except: ['./contracts/src'],
              message: '@healing/contracts imports nothing from the API.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/*.e2e-spec.ts',
      '**/test/**/*.ts',
      '**/site-tests/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
