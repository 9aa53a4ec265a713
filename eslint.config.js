// One lint setup for every workspace. Boundaries are written here as rules (docs/style.md); the
// project's own rules are in lint/boundaries.js, and lint/lint-rules.test.ts holds each to a probe.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './lint/boundaries.js';

const kyselyOutsideQueries = {
  name: 'kysely',
  message: "Kysely belongs in platform/db and a feature's queries.ts files.",
  allowTypeImports: true,
};
const platformNotFeatures = {
  regex: '(^|/)features/',
  message:
    'platform/ serves every feature and imports none: a feature adds what it needs (see db/database.ts).',
};
// The engines run the same code on the server and in the browser, and answer the same for the
// same input: no I/O, no clock, no randomness of their own.
const pureImports = {
  regex: '^(?!\\.{1,2}/|@khela/contract$|@noble/hashes/)',
  message: 'A pure package imports only its own files, @khela/contract and @noble/hashes.',
};
// The player app reads the server's texts with playerMessageReader: the whole catalogue and its
// readers would bring the console's areas, and the schemas beside them, into the player's bundle.
const wholeCatalogueInPlayerApp = {
  name: '@khela/contract',
  importNames: [
    'messageCatalogue',
    'consoleMessageCatalogue',
    'messageText',
    'readMessage',
    'isMessageCode',
  ],
  message:
    "The player app reads texts with playerMessageReader: the whole catalogue brings the console's areas and their schemas into its bundle.",
};
// A carousel moves by glideNext/glideTo (apps/web/src/shared/ui/carousel-glide.ts): Embla's
// own moves write the track's transform from script every frame, which kept a throttled phone's
// main thread busy and its taps waiting (docs/performance.md, "Taps, third round").
const carouselMovesFromScript = ['scrollNext', 'scrollPrev'].map((property) => ({
  property,
  message:
    'Move a carousel with glideNext or glideTo (shared/ui/carousel-glide.ts): the compositor runs the move.',
}));
const pureGlobals = [
  'Date',
  'process',
  'Buffer',
  'fetch',
  'performance',
  'setTimeout',
  'setInterval',
  'crypto',
].map((name) => ({
  name,
  message: 'A pure package takes time, randomness and I/O from its caller.',
}));
// The client kit runs in the browser apps: it reaches the server with fetch and nothing else.
const clientKitImports = {
  regex: '^(?!\\.{1,2}/|@khela/contract$)',
  message: 'The client kit imports only its own files and @khela/contract.',
};
// The apps run React 18, which does not hand a function component its `ref` as a prop: a
// component that takes one does it with forwardRef and ComponentPropsWithoutRef
// (docs/decisions.md, "React 18.3 in the browser apps"). The props of an element with its ref
// are refused as ComponentPropsWithRef (imported by name or through the namespace) and as
// ComponentProps of an element's name.
const refAsPropMessage =
  'React 18 drops a `ref` passed as a prop: take it with forwardRef, the props as ComponentPropsWithoutRef.';
const refAsProp = [
  "ImportSpecifier[imported.name='ComponentPropsWithRef']",
  "TSQualifiedName[right.name='ComponentPropsWithRef']",
  "TSTypeReference:matches([typeName.name='ComponentProps'], [typeName.right.name='ComponentProps']) > TSTypeParameterInstantiation > TSLiteralType",
].map((selector) => ({ selector, message: refAsPropMessage }));
const noMathRandom = {
  selector: "MemberExpression[object.name='Math'][property.name='random']",
  message: 'Use node:crypto (randomInt, randomBytes) for anything random.',
};
// On SQLite the app has one connection: a transaction's callback that reaches `context.db` waits
// for its own transaction forever. So the callback (and every helper taking `trx`) works through
// `trx` and the pieces of the context read before it opened, never the context itself. A function
// runs inside a transaction when one of its parameters is `trx`, the name the server gives them all.
const inTransaction = ":function:has(> Identifier.params[name='trx'])";
const contextInTransaction = {
  selector: `${inTransaction} :matches(MemberExpression[object.name='context'], MemberExpression[object.property.name='context'], CallExpression > Identifier.arguments[name='context'], CallExpression > MemberExpression.arguments[property.name='context'])`,
  message:
    'Inside a transaction, use `trx` and the pieces of the context read before it opened (a config value, a hasher, a wallet), not the context.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.config.js',
      '**/*.config.mjs',
      'lint/*.js',
      'scripts/**/*.{js,mjs,sh}',
      'e2e/fixtures/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      // A feature adds its tables to the schema by `interface Database extends ItsTables {}`.
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
      'no-restricted-syntax': ['error', noMathRandom],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { khela: boundaries },
    rules: { 'khela/no-cycle': 'error' },
  },
  {
    files: ['packages/**/*.ts'],
    rules: { 'khela/package-boundary': 'error' },
  },
  // Server boundaries. ESLint keeps only the last matching setting of a rule, so each group of
  // files gets its whole no-restricted-imports setting in one place.
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', noMathRandom, contextInTransaction] },
  },
  {
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: { 'khela/server-feature-boundary': 'error' },
  },
  {
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['apps/server/src/features/**/queries.ts', 'apps/server/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [kyselyOutsideQueries] }] },
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [platformNotFeatures] }] },
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: [
      'apps/server/src/platform/db/**',
      'apps/server/src/platform/ledger/**',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [kyselyOutsideQueries], patterns: [platformNotFeatures] },
      ],
    },
  },
  {
    files: ['apps/server/src/*.ts'],
    ignores: ['apps/server/src/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [kyselyOutsideQueries] }] },
  },
  {
    files: ['packages/exchange/src/**/*.ts', 'packages/house-games/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [pureImports] }],
      'no-restricted-globals': ['error', ...pureGlobals],
    },
  },
  {
    files: ['packages/client-kit/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/client-kit/src/testing/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', { patterns: [clientKitImports] }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', noMathRandom, ...refAsProp],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [wholeCatalogueInPlayerApp] }],
      'no-restricted-properties': ['error', ...carouselMovesFromScript],
    },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [wholeCatalogueInPlayerApp],
          patterns: [
            {
              regex: '(^|/)(features|app)/',
              message: 'shared/ imports nothing from features/ or app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'khela/web-feature-boundary': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [wholeCatalogueInPlayerApp],
          patterns: [
            { regex: '^(\\.\\./)+app/', message: 'Features do not import the app layer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'web/src/(?!testing/)',
              message:
                "The console shares the contract and the tokens, never the player app's code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
