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

const SERVER_NEVER_CLIENT = { group: ['**/client/**'], message: 'The server never imports the client.' };

// Inside server/src, imports run down these layers, read from the code as it is: the
// database and the event store at the bottom (they share a layer: the pool carries the
// bus), the tRPC routers at the top, composed by app.ts and started by main.ts. A folder
// never imports a folder of a later layer; config.ts and serverStatus.ts are leaves any
// layer may read. Integration tests (*.int.test.ts) are exempt: they drive a layer through
// the built app or a tRPC caller, as a user would reach it.
// progress/ (the write side) and projections/ (the read side) share a layer: the write
// derives projection rows, the rebuild takes the user's write lock.
const SERVER_LAYERS = [
  ['db', 'eventStore'],
  ['progress', 'projections', 'auth', 'web'],
  ['rooms'],
  ['account'],
  ['trpc'],
];
// A folder whose imports do not follow the layers yet goes here, with the reason (none today).
const SERVER_LAYERS_NOT_YET_ENFORCED = new Set([]);

const layerLabel = (name) => (name === 'app' || name === 'main' ? `${name}.ts` : `${name}/`);

const serverLayerBoundaries = SERVER_LAYERS.flatMap((layer, index) => {
  const above = [...SERVER_LAYERS.slice(index + 1).flat(), 'app', 'main'];
  return layer
    .filter((folder) => !SERVER_LAYERS_NOT_YET_ENFORCED.has(folder))
    .map((folder) => ({
      files: [`server/src/${folder}/**/*.ts`],
      ignores: ['**/*.int.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              SERVER_NEVER_CLIENT,
              {
                group: above.flatMap((name) => [`**/${name}`, `**/${name}/**`]),
                message: `Inside server/src imports run down the layers (eslint.config.js): ${folder}/ may not import ${above.map(layerLabel).join(', ')}.`,
              },
            ],
          },
        ],
      },
    }));
});

const THEORY_IS_PURE = 'The theory engine is pure: it imports only tonal (and events/tuningIds, events/shapeText).';

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
            // Every import that leaves theory/, and every alias (#events/...) but the one list of tuning ids.
            { regex: '^\\.\\./', message: THEORY_IS_PURE },
            { regex: '^#(?!events/(tuningIds|shapeText)$)', message: THEORY_IS_PURE },
            { group: ['react', 'react-*', '@tanstack/*', 'xstate', '@xstate/*', 'tone'], message: THEORY_IS_PURE },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NEVER_CLIENT] }] },
  },
  ...serverLayerBoundaries,
  {
    files: ['server/src/config.ts', 'server/src/serverStatus.ts'],
    rules: boundary(
      ['./**', '../**'],
      'config.ts and serverStatus.ts are leaves every layer reads: they import nothing of ours.',
    ),
  },
  {
    files: ['events/**/*.ts'],
    rules: boundary(
      ['**/client/**', '**/server/**', '../**'],
      'events/ is the shared vocabulary: it imports nothing of ours.',
    ),
  },
);
