import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The import boundaries of ARCHITECTURE.md, enforced: events/ imports nothing of ours,
// the client takes only `import type` from the server, the server nothing from the
// client, and the theory engine nothing but tonal (and the tuning ids of events/, a list
// with no imports of its own, so the presets and the events share one list of ids).
const boundary = (groups, message, allowTypeImports = false) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message, allowTypeImports }] }],
});

const THEORY_IS_PURE = 'The theory engine is pure: it imports only tonal (and events/tuningIds).';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'e2e/artifacts/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary(['**/server/**'], 'The client may import only `type AppRouter` from the server.', true),
    },
  },
  {
    files: ['client/src/theory/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // Every import that leaves theory/, except the one list of tuning ids.
            { regex: '^\\.\\./(?!\\.\\./\\.\\./events/tuningIds$)', message: THEORY_IS_PURE },
            { group: ['react', 'react-*', '@tanstack/*', 'xstate', '@xstate/*', 'tone'], message: THEORY_IS_PURE },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: boundary(['**/client/**'], 'The server never imports the client.'),
  },
  {
    files: ['events/**/*.ts'],
    rules: boundary(
      ['**/client/**', '**/server/**', '../**'],
      'events/ is the shared vocabulary: it imports nothing of ours.',
    ),
  },
);
