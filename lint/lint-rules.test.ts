// Holds each boundary the docs state to the lint config: a probe file that breaks it must fail
// lint with the rule named, and the allowed neighbour of each must pass. The probes are written
// into a throwaway tree laid out like ours and linted with the project's own eslint.config.js.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const configFile = path.resolve(import.meta.dirname, '..', 'eslint.config.js');
// Only the rules under test run: the type-aware rules need a TypeScript project the probes lack.
const rulesUnderTest = new Set([
  'khela/server-feature-boundary',
  'khela/web-feature-boundary',
  'khela/no-cycle',
  'khela/package-boundary',
  'no-restricted-imports',
  'no-restricted-globals',
  'no-restricted-syntax',
  'no-restricted-properties',
]);

const files: Record<string, string> = {
  'apps/server/src/features/bets/queries.ts': 'export const findBet = 1;\n',
  'apps/server/src/features/bets/service.ts': 'export const placeBet = 1;\n',
  'apps/server/src/features/bets/feed/queries.ts': 'export const feedRows = 1;\n',
  'apps/server/src/features/bets/feed/reader.ts':
    "import { feedRows } from './queries.js';\nimport { findBet } from '../queries.js';\nexport const read = feedRows + findBet;\n",
  'apps/server/src/features/bets/trading/sibling-sql.ts':
    "import { feedRows } from '../feed/queries.js';\nexport const x = feedRows;\n",
  'apps/server/src/features/wallet/deep/down/other-queries.ts':
    "import { findBet } from '../../../bets/queries.js';\nexport const x = findBet;\n",
  'apps/server/src/features/wallet/through-service.ts':
    "import { placeBet } from '../bets/service.js';\nexport const x = placeBet;\n",
  'apps/server/src/platform/ledger/uses-feature.ts':
    "import { placeBet } from '../../features/bets/service.js';\nexport const x = placeBet;\n",
  'apps/server/src/features/bets/uses-kysely.ts': "export { sql } from 'kysely';\n",
  'apps/server/src/features/bets/types-from-kysely.ts': "export type { Kysely } from 'kysely';\n",
  'apps/server/src/features/bets/rolls.ts': 'export const roll = () => Math.random();\n',
  'apps/server/src/features/bets/transactions.ts':
    'export interface Db { run<T>(work: (trx: Db) => Promise<T>): Promise<T>; read(): Promise<number> }\nexport interface Context { db: Db; ttl: number }\nexport const settle = (trx: Db, ttl: number) => trx.read().then((n) => n + ttl);\n',
  'apps/server/src/features/bets/reads-context-in-transaction.ts':
    "import type { Context } from './transactions.js';\nexport const f = (context: Context) => context.db.run((trx) => trx.read().then(() => context.db.read()));\n",
  'apps/server/src/features/bets/passes-context-in-transaction.ts':
    "import { settle, type Context } from './transactions.js';\nconst ttlOf = (context: Context) => context.ttl;\nexport const f = (context: Context) => context.db.run((trx) => settle(trx, ttlOf(context)));\n",
  'apps/server/src/features/bets/pieces-in-transaction.ts':
    "import { settle, type Context } from './transactions.js';\nexport const f = (context: Context) => {\n  const { ttl } = context;\n  return context.db.run((trx) => settle(trx, ttl));\n};\n",
  'apps/web/src/features/slip/slip.ts': 'export const slip = 1;\n',
  'apps/web/src/shared/uses-feature.ts':
    "import { slip } from '../features/slip/slip';\nexport const x = slip;\n",
  'apps/admin/src/uses-web.ts':
    "import { slip } from '../../web/src/features/slip/slip';\nexport const x = slip;\n",
  'apps/web/src/features/lists/uses-slip.ts':
    "import { slip } from '../slip/slip';\nexport const x = slip;\n",
  'apps/web/src/features/lists/own.ts': "import { x } from './uses-slip';\nexport const y = x;\n",
  'apps/web/src/features/lists/whole-catalogue.ts':
    "import { readMessage } from '@khela/contract';\nexport const x = readMessage;\n",
  'apps/web/src/shared/whole-catalogue.ts':
    "import { messageText } from '@khela/contract';\nexport const x = messageText;\n",
  'apps/web/src/app/whole-catalogue.ts':
    "import { isMessageCode } from '@khela/contract';\nexport const x = isMessageCode;\n",
  'apps/web/src/app/player-catalogue.ts':
    "import { playerMessageReader } from '@khela/contract';\nexport const x = playerMessageReader;\n",
  'apps/web/src/features/lists/carousel-step.ts':
    'export const step = (embla: { scrollNext(): void }) => embla.scrollNext();\n',
  'apps/web/src/features/lists/carousel-glide.ts':
    'export const step = (embla: { scrollTo(index: number, jump: boolean): void }) => embla.scrollTo(1, true);\n',
  'apps/web/src/shared/ui/ref-as-prop.tsx':
    "import type { ComponentPropsWithRef } from 'react';\nexport const Field = (props: ComponentPropsWithRef<'input'>) => <input {...props} />;\n",
  'apps/admin/src/ref-as-prop.tsx':
    "import type { ComponentPropsWithRef } from 'react';\nexport type P = ComponentPropsWithRef<'select'>;\n",
  'apps/web/src/shared/ui/qualified-ref-as-prop.tsx':
    "import type * as React from 'react';\nexport type P = React.ComponentPropsWithRef<'input'>;\n",
  'apps/web/src/shared/ui/element-props.tsx':
    "import type { ComponentProps } from 'react';\nexport type P = ComponentProps<'input'>;\n",
  'apps/web/src/shared/ui/component-props.tsx':
    "import type { ComponentProps } from 'react';\nconst Tag = (props: { size: number }) => <b>{props.size}</b>;\nexport type P = ComponentProps<typeof Tag>;\nexport { Tag };\n",
  'apps/web/src/shared/ui/forwarded-ref.tsx':
    "import { forwardRef, type ComponentPropsWithoutRef } from 'react';\nexport const Field = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<'input'>>(function Field(props, ref) {\n  return <input {...props} ref={ref} />;\n});\n",
  'apps/web/src/shared/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
  'apps/web/src/shared/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  'apps/web/src/shared/type-a.ts':
    "import type { B } from './type-b';\nexport interface A { b?: B }\n",
  'apps/web/src/shared/type-b.ts':
    "import type { A } from './type-a';\nexport interface B { a?: A }\n",
  'apps/web/src/shared/lazy-a.ts': "export const load = () => import('./lazy-b');\n",
  'apps/web/src/shared/lazy-b.ts': "import { load } from './lazy-a';\nexport const again = load;\n",
  'packages/exchange/src/reads-disk.ts':
    "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
  'packages/exchange/src/reads-clock.ts': 'export const now = () => Date.now();\n',
  'packages/exchange/src/uses-kysely.ts': "export { sql } from 'kysely';\n",
  'packages/client-kit/src/reads-disk.ts':
    "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
  'packages/client-kit/src/uses-web.ts':
    "import { slip } from '../../../apps/web/src/features/slip/slip';\nexport const x = slip;\n",
  'packages/client-kit/src/allowed.ts':
    "import type { FieldErrors } from '@khela/contract';\nimport { read } from './reads-disk';\nexport const f = (e: FieldErrors) => [e, read, fetch, setTimeout];\n",
  'packages/exchange/src/allowed.ts':
    "import { sha256 } from '@noble/hashes/sha2.js';\nimport type { Paisa } from '@khela/contract';\nimport { now } from './reads-clock.js';\nexport const f = (p: Paisa) => [sha256, now, p];\n",
};

let tree: string;
let found: Map<string, string[]>;

beforeAll(async () => {
  tree = mkdtempSync(path.join(tmpdir(), 'khela-lint-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
  const eslint = new ESLint({
    cwd: tree,
    overrideConfigFile: configFile,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => rulesUnderTest.has(ruleId),
  });
  const results = await eslint.lintFiles(Object.keys(files));
  found = new Map(
    results.map((result) => [
      path.relative(tree, result.filePath).split(path.sep).join('/'),
      result.messages.map((message) => message.ruleId ?? message.message),
    ]),
  );
}, 60_000);

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('the boundaries lint enforces', () => {
  it.each([
    ['apps/server/src/features/wallet/deep/down/other-queries.ts', 'khela/server-feature-boundary'],
    ['apps/server/src/features/bets/trading/sibling-sql.ts', 'khela/server-feature-boundary'],
    ['apps/server/src/platform/ledger/uses-feature.ts', 'no-restricted-imports'],
    ['apps/server/src/features/bets/uses-kysely.ts', 'no-restricted-imports'],
    ['apps/server/src/features/bets/rolls.ts', 'no-restricted-syntax'],
    ['apps/server/src/features/bets/reads-context-in-transaction.ts', 'no-restricted-syntax'],
    ['apps/server/src/features/bets/passes-context-in-transaction.ts', 'no-restricted-syntax'],
    ['apps/web/src/features/lists/uses-slip.ts', 'khela/web-feature-boundary'],
    ['apps/web/src/shared/uses-feature.ts', 'no-restricted-imports'],
    ['apps/admin/src/uses-web.ts', 'no-restricted-imports'],
    ['apps/web/src/features/lists/whole-catalogue.ts', 'no-restricted-imports'],
    ['apps/web/src/shared/whole-catalogue.ts', 'no-restricted-imports'],
    ['apps/web/src/app/whole-catalogue.ts', 'no-restricted-imports'],
    ['apps/web/src/features/lists/carousel-step.ts', 'no-restricted-properties'],
    ['apps/web/src/shared/ui/ref-as-prop.tsx', 'no-restricted-syntax'],
    ['apps/admin/src/ref-as-prop.tsx', 'no-restricted-syntax'],
    ['apps/web/src/shared/ui/qualified-ref-as-prop.tsx', 'no-restricted-syntax'],
    ['apps/web/src/shared/ui/element-props.tsx', 'no-restricted-syntax'],
    ['apps/web/src/shared/a.ts', 'khela/no-cycle'],
    ['apps/web/src/shared/type-a.ts', 'khela/no-cycle'],
    ['packages/exchange/src/reads-disk.ts', 'no-restricted-imports'],
    ['packages/exchange/src/uses-kysely.ts', 'no-restricted-imports'],
    ['packages/exchange/src/reads-clock.ts', 'no-restricted-globals'],
    ['packages/client-kit/src/reads-disk.ts', 'no-restricted-imports'],
    ['packages/client-kit/src/uses-web.ts', 'khela/package-boundary'],
  ])('%s breaks %s', (file, rule) => {
    expect(found.get(file)).toEqual([rule]);
  });

  it.each([
    'apps/server/src/features/wallet/through-service.ts',
    'apps/server/src/features/bets/feed/reader.ts',
    'apps/server/src/features/bets/types-from-kysely.ts',
    'apps/server/src/features/bets/pieces-in-transaction.ts',
    'apps/web/src/features/lists/own.ts',
    'apps/web/src/app/player-catalogue.ts',
    'apps/web/src/features/lists/carousel-glide.ts',
    'apps/web/src/shared/ui/forwarded-ref.tsx',
    'apps/web/src/shared/ui/component-props.tsx',
    'apps/web/src/shared/lazy-a.ts',
    'apps/web/src/shared/lazy-b.ts',
    'packages/exchange/src/allowed.ts',
    'packages/client-kit/src/allowed.ts',
  ])('%s passes', (file) => {
    expect(found.get(file)).toEqual([]);
  });
});
