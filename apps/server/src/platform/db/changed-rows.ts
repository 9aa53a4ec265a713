/**
 * Which rows a write changed, as the balance poll's cache names them (platform/balance-cache):
 * ledger accounts' balances, players' sessions, and the live-session rule's player status. The
 * code that writes those rows declares what it changes on the statement itself
 * (`executeDeclaring`, `declareChanges` for a statement compiled elsewhere: the ledger's
 * compiled-once and multi-row statements); every other write to those tables is found from the statement
 * (`changedRowsOf`) and counts as changing all of them, so a write nobody declared, from any
 * code path or a test, still empties the cache instead of leaving it stale.
 */
import {
  AliasNode,
  ColumnNode,
  DeleteQueryNode,
  InsertQueryNode,
  ListNode,
  ReferenceNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  type Compilable,
  type CompiledQuery,
  type Kysely,
  type OperationNode,
  type QueryResult,
  type Transaction,
} from 'kysely';
import type { Database } from './database.js';

export interface ChangedRows {
  /** Ledger accounts whose balance changed, by id. */
  ledgerAccounts?: readonly number[];
  /**
   * Owners of ledger accounts that were opened (a first deposit opens the Main Wallet) or whose
   * balance changed in a statement that names the account by its owner rather than its id.
   */
  accountOwners?: readonly number[];
  /** Players all of whose sessions changed (all revoked, the player suspended). */
  sessionsOfUsers?: readonly number[];
  /** Sessions that changed, with every session issued under them. */
  sessionTrees?: readonly number[];
  /** Any ledger account may have changed. */
  allLedgerAccounts?: true;
  /** Any session, or any player's status, may have changed. */
  allSessions?: true;
}

const declared = new WeakMap<CompiledQuery, ChangedRows>();

/**
 * Marks a compiled write with what it changes, so the commit watch (commit-watch.ts) can name the
 * rows instead of emptying the whole cache; answers the same query, to be run as it is (the mark
 * belongs to this object). Only for the ledger's and the sessions' own writes, whose statement
 * says exactly which rows it touches.
 */
export function declareChanges<Query extends CompiledQuery>(
  query: Query,
  changes: ChangedRows,
): Query {
  declared.set(query, changes);
  return query;
}

/** Compiles and runs a write with what it changes declared (`declareChanges`). */
export function executeDeclaring<Row>(
  executor: Kysely<Database> | Transaction<Database>,
  query: Compilable<Row>,
  changes: ChangedRows,
): Promise<QueryResult<Row>> {
  return executor.executeQuery(declareChanges(query.compile(), changes));
}

/** users columns the live-session rule reads (liveSessionByTokenHash): its id and status. */
const SESSION_RULE_USER_COLUMNS = new Set(['id', 'status']);

/**
 * A statement that may write one of the tables, in SQL the tree did not explain (raw `sql`, a
 * CTE): a write keyword and one of the tables after update, into or from. A false alarm only
 * empties the cache.
 */
const RAW_WRITE = /\b(?:update|insert|delete|merge|replace)\b/i;
const RAW_TABLE = /\b(?:update|into|from|join)\s+["`]?(ledger_accounts|sessions|users)\b/gi;

function changesOfTable(table: string): ChangedRows | undefined {
  if (table === 'ledger_accounts') return { allLedgerAccounts: true };
  if (table === 'sessions' || table === 'users') return { allSessions: true };
  return undefined;
}

function fromRawSql(sqlText: string): ChangedRows | undefined {
  if (!RAW_WRITE.test(sqlText)) return undefined;
  let changes: ChangedRows | undefined;
  for (const match of sqlText.matchAll(RAW_TABLE)) {
    changes = mergeChangedRows(changes, changesOfTable(match[1]!.toLowerCase()));
  }
  return changes;
}

/** The table names a node names, or undefined when it is not plainly a list of tables. */
function tableNames(node: OperationNode | undefined): string[] | undefined {
  if (node === undefined) return undefined;
  if (TableNode.is(node)) return [node.table.identifier.name];
  if (AliasNode.is(node)) return tableNames(node.node);
  if (ListNode.is(node)) {
    const names = node.items.map(tableNames);
    return names.every((name) => name !== undefined) ? names.flat() : undefined;
  }
  return undefined;
}

function columnName(node: OperationNode): string | undefined {
  if (ColumnNode.is(node)) return node.column.name;
  if (ReferenceNode.is(node) && ColumnNode.is(node.column)) return node.column.column.name;
  return undefined;
}

/** What a statement's tree shows it changes; 'unreadable' when the tree does not say. */
type Reading = ChangedRows | undefined | 'unreadable';

function updateChanges(node: UpdateQueryNode): Reading {
  const tables = tableNames(node.table);
  if (tables === undefined) return 'unreadable';
  let changes: ChangedRows | undefined;
  for (const table of tables) {
    if (table === 'users') {
      const columns = (node.updates ?? []).map((update) => columnName(update.column));
      const touchesRule = columns.some(
        (column) => column === undefined || SESSION_RULE_USER_COLUMNS.has(column),
      );
      if (touchesRule) changes = mergeChangedRows(changes, { allSessions: true });
    } else {
      changes = mergeChangedRows(changes, changesOfTable(table));
    }
  }
  return changes;
}

function insertChanges(node: InsertQueryNode): Reading {
  const tables = tableNames(node.into);
  if (tables === undefined) return 'unreadable';
  // A new session or player is not in the cache yet; an upsert or replace changes an old row.
  const changesOldRows =
    node.onConflict?.updates !== undefined || node.onDuplicateKey !== undefined || node.replace;
  let changes: ChangedRows | undefined;
  for (const table of tables) {
    if (table === 'ledger_accounts' || changesOldRows) {
      changes = mergeChangedRows(changes, changesOfTable(table));
    }
  }
  return changes;
}

function deleteChanges(node: DeleteQueryNode): Reading {
  const tables = node.from.froms.map(tableNames);
  if (!tables.every((names) => names !== undefined)) return 'unreadable';
  let changes: ChangedRows | undefined;
  for (const table of tables.flat()) changes = mergeChangedRows(changes, changesOfTable(table));
  return changes;
}

function readTree(node: OperationNode): Reading {
  if (SelectQueryNode.is(node)) return node.with === undefined ? undefined : 'unreadable';
  if (UpdateQueryNode.is(node) && node.with === undefined) return updateChanges(node);
  if (InsertQueryNode.is(node) && node.with === undefined) return insertChanges(node);
  if (DeleteQueryNode.is(node) && node.with === undefined) return deleteChanges(node);
  return 'unreadable';
}

function isNothing(changes: ChangedRows): boolean {
  return (
    !changes.allLedgerAccounts &&
    !changes.allSessions &&
    !changes.ledgerAccounts?.length &&
    !changes.accountOwners?.length &&
    !changes.sessionsOfUsers?.length &&
    !changes.sessionTrees?.length
  );
}

/**
 * What a statement changes among the cached rows: its declaration when it has one, else what its
 * query tree shows (updates of the tables, new ledger accounts, deletes; of users only its id and
 * status), else, for SQL the tree does not explain (raw SQL, a CTE), what its text suggests.
 * Undefined for reads and for writes to other tables.
 */
export function changedRowsOf(query: CompiledQuery): ChangedRows | undefined {
  const own = declared.get(query);
  const changes = own ?? readTree(query.query);
  const read = changes === 'unreadable' ? fromRawSql(query.sql) : changes;
  return read === undefined || isNothing(read) ? undefined : read;
}

function union(
  first: readonly number[] | undefined,
  second: readonly number[] | undefined,
): readonly number[] | undefined {
  if (first === undefined) return second;
  if (second === undefined) return first;
  return [...new Set([...first, ...second])];
}

/** Both sets of changes together. */
export function mergeChangedRows(
  first: ChangedRows | undefined,
  second: ChangedRows | undefined,
): ChangedRows | undefined {
  if (first === undefined) return second;
  if (second === undefined) return first;
  const merged: {
    -readonly [Key in keyof ChangedRows]: ChangedRows[Key];
  } = {};
  const ledgerAccounts = union(first.ledgerAccounts, second.ledgerAccounts);
  const accountOwners = union(first.accountOwners, second.accountOwners);
  const sessionsOfUsers = union(first.sessionsOfUsers, second.sessionsOfUsers);
  const sessionTrees = union(first.sessionTrees, second.sessionTrees);
  if (ledgerAccounts !== undefined) merged.ledgerAccounts = ledgerAccounts;
  if (accountOwners !== undefined) merged.accountOwners = accountOwners;
  if (sessionsOfUsers !== undefined) merged.sessionsOfUsers = sessionsOfUsers;
  if (sessionTrees !== undefined) merged.sessionTrees = sessionTrees;
  if (first.allLedgerAccounts || second.allLedgerAccounts) merged.allLedgerAccounts = true;
  if (first.allSessions || second.allSessions) merged.allSessions = true;
  return merged;
}
