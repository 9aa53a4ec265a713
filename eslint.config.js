// One lint setup for every workspace. Feature boundaries are written here as rules (docs/style.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const kyselyOutsideQueries = {
  name: 'kysely',
  message: "Kysely belongs in platform/db and a feature's queries.ts files.",
  allowTypeImports: true,
};
// A feature's sub-folder (features/exchange/feed/) sees other features two levels up, and its
// sibling sub-folders' SQL is theirs alone, as another feature's is.
const otherFeatureInternals = {
  group: [
    '../*/queries*',
    '../*/tables*',
    '../*/routes*',
    '../../*/queries*',
    '../../*/tables*',
    '../../*/routes*',
  ],
  message:
    "Use the other feature's service.ts (a sibling sub-folder's own files), never its queries, tables or routes.",
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
      'scripts/**',
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
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Use node:crypto (randomInt, randomBytes) for anything random.',
        },
      ],
    },
  },
  // Server boundaries. ESLint keeps only the last matching setting of a rule, so each group of
  // files gets its whole no-restricted-imports setting in one place.
  {
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['apps/server/src/features/**/queries.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [kyselyOutsideQueries], patterns: [otherFeatureInternals] }],
    },
  },
  {
    files: ['apps/server/src/features/**/queries.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatureInternals] }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/features/**',
      'apps/server/src/platform/db/**',
      'apps/server/src/platform/ledger/**',
      'apps/server/src/testing/**',
      'apps/server/src/**/*.test.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: [kyselyOutsideQueries] }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(features|app)/', message: 'shared/ imports nothing from features/ or app/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+app/', message: 'Features do not import the app layer.' }] },
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
              message: "The console shares the contract and the tokens, never the player app's code.",
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
