/**
 * Lint rules, run first by `npm test` (`npm run lint`). Besides the recommended TypeScript and
 * React hooks rules, this file encodes the import table of docs/architecture.md: each folder may
 * import only what its row says, and a break fails the run.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** An import of one of these folders, from anywhere below the project root. */
const folder = (name: string) => [`${name}/*`, `**/${name}/*`, `${name}/**`, `**/${name}/**`];

/** `@typescript-eslint/no-restricted-imports` with one message per forbidden group. */
const boundary = (groups: { group: string[]; message: string; allowTypeImports?: boolean }[]) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: groups }] as ['error', unknown],
});

export default tseslint.config(
  {
    ignores: ['build/**', '.build-*/**', 'node_modules/**', 'data/**', '.react-router/**', 'db/migrations/**', 'public/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks. The React Compiler's extra rules (set-state-in-effect, immutability)
    // are for code the compiler rewrites; this project does not run the compiler.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },

  // ---- The import table (docs/architecture.md) ----
  {
    // shared/: pure code for browser and server: zod and itself only.
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: boundary([
      { group: [...folder('app'), ...folder('server'), ...folder('db'), ...folder('tests')], message: 'shared/ is pure: it imports only zod and shared/.' },
      {
        group: ['react', 'react-*', 'react-router', 'drizzle-orm', 'drizzle-orm/*', 'hono', 'hono/*', 'node:*'],
        message: 'shared/ is pure: it imports only zod and shared/.',
      },
    ]),
  },
  {
    // db/: the schema, migrations, client and seed: shared/ only.
    files: ['db/**/*.ts'],
    ignores: ['db/**/*.test.ts'],
    rules: boundary([
      {
        group: [...folder('server'), ...folder('app'), ...folder('tests')],
        message: 'db/ imports only shared/: the server uses db/, never the other way round.',
      },
    ]),
  },
  {
    // server/: db/ and shared/, never the pages.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: boundary([{ group: [...folder('app'), ...folder('tests')], message: 'server/ imports db/ and shared/, never app/ or tests/.' }]),
  },
  {
    // app/: shared/, and from server/ only types (the services and their DTOs arrive through the router context).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: boundary([
      {
        group: folder('server'),
        allowTypeImports: true,
        message: 'app/ takes only types from server/: call the services through the router context (appFrom).',
      },
      {
        group: [...folder('db'), ...folder('tests'), 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
        message: 'app/ never talks to the database: call a service.',
      },
    ]),
  },
);
