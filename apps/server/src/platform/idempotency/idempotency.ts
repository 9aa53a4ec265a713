/**
 * Idempotent money calls (platform/idempotency/README.md). A client sends `Idempotency-Key`
 * with a money POST; the first request with a key runs and its successful answer is stored. A
 * retry with the same key and the same payload gets that stored answer without running again; the
 * same key with another payload is a 422; a retry while the first is still running is a 409.
 *
 * Money calls use `runIdempotentTransaction`: the key's record is written in the call's own
 * transaction, so the claim, the money and the stored answer commit together, and a rollback or a
 * crash leaves neither. A process killed after the commit leaves a finished record, never a
 * "running" one that a retry would have to wait out and then run again.
 *
 * `runIdempotent` claims and finishes the key in statements of their own, around a handler that
 * commits by itself. Only `POST /api/ewa/request` uses it: it moves no money, and its gateway
 * branch calls the payment gateway between two transactions, so no one transaction can hold its
 * answer (a run twice opens a second request, which replaces the first).
 *
 * Failed answers are not stored: the key is released, so a corrected retry may run. The money
 * itself never depends on this table alone — every service also guards its own business row
 * (one pending deposit, a TRX id used once, ledger idempotency keys) — so a call without a key,
 * or from a second tab with its own key, still moves money once.
 */
import { idempotencyMessages } from '@khela/contract';
import { hash as oneShotHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import type { TransactionRunner } from '../db/group-commit.js';
import type { CallTransaction } from '../db/call-transaction.js';
import { compiledOnce } from '../db/compiled-once.js';
import type { DialectName } from '../db/dialect.js';
import type { Write } from '../db/joined-writes.js';
import { RawStatement } from '../db/raw-statement.js';
import { isoNow } from '../db/time.js';
import { DomainError } from '../errors/domain-error.js';

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** A request still "running" after this long died with its process; its key may run again. */
const ABANDONED_AFTER_MS = 2 * 60_000;

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !KEY_PATTERN.test(value)) {
    throw new DomainError('bad_request', idempotencyMessages.keyInvalid);
  }
  return value;
}

function requestHash(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? request.url;
  // The one-shot hash: the same hex digest for a fraction of a Hash object's cost per request.
  return oneShotHash(
    'sha256',
    `${request.method} ${path}\n${JSON.stringify(request.body ?? null)}`,
    'hex',
  );
}

/**
 * Runs `handler` once per (scope, key). `scope` names the caller (`user:12`), so two players'
 * keys never collide and one cannot replay another's answer.
 */
export async function runIdempotent<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  handler: () => Promise<T>,
): Promise<T> {
  const key = keyOf(request);
  if (key === undefined) return handler();
  const hash = requestHash(request);

  const claimed = await claimKey(db, scope, key, hash);
  if (!claimed) {
    const stored = await findStored(db, scope, key);
    if (!stored) return runIdempotent(db, request, reply, scope, handler);
    if (await releasedAbandoned(db, stored, hash)) {
      return runIdempotent(db, request, reply, scope, handler);
    }
    return replay<T>(reply, stored);
  }

  let result: T;
  try {
    result = await handler();
  } catch (error) {
    await release(db, scope, key);
    throw error;
  }
  await db
    .updateTable('idempotent_requests')
    .set({
      state: 'done',
      response_status: reply.statusCode,
      response_body: JSON.stringify(result),
    })
    .where('scope', '=', scope)
    .where('idempotency_key', '=', key)
    .execute();
  return result;
}

/**
 * Runs `handler` once per (scope, key), with the key's record in the call's own transaction.
 * `handler` does its checks and opens its one transaction through `transaction`: the first
 * statement there claims the key, the last stores the callback's answer with the reply's status
 * at that moment (a route answering 201 sets it before), so the record and the money commit
 * together. `transaction` answers the callback's answer, or the stored answer when the same key
 * has meanwhile committed (PostgreSQL makes the claim wait for a concurrent transaction holding
 * the same key; SQLite runs one transaction at a time), and the handler answers what
 * `transaction` answered. A deadlock retry runs the callback again, claim included.
 */
export async function runIdempotentTransaction<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  handler: (transaction: CallTransaction<T>) => Promise<T>,
  /** How the transaction is opened: a commit group (group-commit.ts) or a plain transaction. */
  open: TransactionRunner = (work) => db.transaction().execute(work),
  /**
   * `checksInTransaction`: the handler checks nothing before its transaction (a house play), so
   * the key is claimed last, with the answer, in one insert (`claimedLast`): two statements
   * fewer per call than a read of a finished answer, a claim and the answer's update.
   */
  options: { checksInTransaction?: boolean } = {},
): Promise<T> {
  const key = keyOf(request);
  if (key === undefined) return handler((work) => open(work));
  const hash = requestHash(request);
  if (options.checksInTransaction) {
    return claimedLast(db, reply, { scope, key, hash }, handler, open);
  }

  // A retry of a finished call gets its answer before any check runs again (the market may
  // have closed since); this read commits nothing.
  const earlier = await findStored(db, scope, key);
  if (earlier && !(await releasedAbandoned(db, earlier, hash))) return replay<T>(reply, earlier);

  try {
    return await handler(async (work) => {
      const outcome = await open(async (trx) => {
        if (!(await claimKey(trx, scope, key, hash))) {
          const stored = await findStored(trx, scope, key);
          if (!stored) throw new Error(`idempotency record ${scope} vanished after its claim`);
          return { won: false as const, stored };
        }
        const answer = await work(trx);
        await storeAnswer(trx, reply.statusCode, JSON.stringify(answer), scope, key);
        return { won: true as const, answer };
      });
      return answerOfOutcome(reply, outcome, hash);
    });
  } catch (error) {
    // A check refused this request because the same key, sent meanwhile, already did the work
    // (the withdrawal it decided is no longer pending): the retry gets that answer.
    if (!(error instanceof DomainError) || error.code.startsWith('idempotency_')) throw error;
    const stored = await findStored(db, scope, key);
    if (stored?.state === 'done' && stored.request_hash === hash) return replay<T>(reply, stored);
    throw error;
  }
}

/** Thrown inside a call's transaction to undo its work: the same key was answered first. */
class KeyAnsweredFirst extends Error {
  constructor(readonly stored: StoredRequest) {
    super('the same key was answered first');
  }
}

/**
 * The key claimed by the insert that stores the answer, last in the call's transaction. When the
 * insert finds the key taken (committed, or by an earlier call of the same commit group; a
 * concurrent transaction holding it makes the insert wait for its end), the call's work is
 * rolled back and the caller gets the stored answer, as a claim made first would have given
 * it. A call refused by its checks is answered the stored answer of a finished call with the
 * same key and payload, as in `runIdempotentTransaction`: a retry after the first one's answer
 * was lost may find a tile taken or the money spent.
 */
async function claimedLast<T>(
  db: Kysely<Database>,
  reply: FastifyReply,
  claim: { scope: string; key: string; hash: string },
  handler: (transaction: CallTransaction<T>) => Promise<T>,
  open: TransactionRunner,
): Promise<T> {
  const { scope, key, hash } = claim;
  try {
    return await handler(async (work) => {
      let outcome: ClaimOutcome<T>;
      try {
        outcome = await open(async (trx) => {
          const answer = await work(trx);
          const body = JSON.stringify(answer);
          const now = isoNow();
          if ((await insertAnswered(trx, scope, key, hash, reply.statusCode, body, now)).length) {
            return { won: true as const, answer };
          }
          const stored = await findStored(trx, scope, key);
          if (!stored) throw new Error(`idempotency record ${scope} vanished after a conflict`);
          throw new KeyAnsweredFirst(stored);
        });
      } catch (error) {
        if (!(error instanceof KeyAnsweredFirst)) throw error;
        outcome = { won: false, stored: error.stored };
      }
      return answerOfOutcome(reply, outcome, hash);
    });
  } catch (error) {
    if (!(error instanceof DomainError) || error.code.startsWith('idempotency_')) throw error;
    const stored = await findStored(db, scope, key);
    if (stored?.state === 'done' && stored.request_hash === hash) return replay<T>(reply, stored);
    if (stored && stored.request_hash !== hash) {
      throw new DomainError('idempotency_key_reused', idempotencyMessages.keyReused);
    }
    throw error;
  }
}

/** What a claimed call came to: its own answer, or the record of the same key that won. */
export type ClaimOutcome<T> = { won: true; answer: T } | { won: false; stored: StoredRequest };

function answerOfOutcome<T>(reply: FastifyReply, outcome: ClaimOutcome<T>, hash: string): T {
  if (outcome.won) return outcome.answer;
  // The same key won meanwhile: its answer, or the refusal, as a retry after it would get.
  if (outcome.stored.request_hash !== hash) {
    throw new DomainError('idempotency_key_reused', idempotencyMessages.keyReused);
  }
  if (outcome.stored.state === 'running') {
    throw new DomainError('idempotency_in_progress', idempotencyMessages.inProgress);
  }
  return replay<T>(reply, outcome.stored);
}

/** A request's key, to be claimed by a service that journals many calls in one transaction. */
export interface KeyClaim {
  scope: string;
  key: string;
  hash: string;
  /** The reply's status when the call ran, stored with the answer. */
  status: number;
}

/**
 * `runIdempotentTransaction` for a service that batches calls (the exchange's live markets):
 * `handler` hands the claim to the batch, which looks the key up with `storedClaims` inside its
 * transaction and stores the answer with `claimedAnswersWrite` in the same commit.
 */
export async function runIdempotentBatched<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  handler: (claim: KeyClaim | undefined) => Promise<ClaimOutcome<T>>,
): Promise<T> {
  const key = keyOf(request);
  if (key === undefined) return answerOfOutcome(reply, await handler(undefined), '');
  const hash = requestHash(request);
  // No read ahead of the batch: the batch looks the key up before it checks anything else, so a
  // retry of a finished call gets its answer even after the market closed.
  return answerOfOutcome(
    reply,
    await handler({ scope, key, hash, status: reply.statusCode }),
    hash,
  );
}

const claimName = (claim: Pick<KeyClaim, 'scope' | 'key'>) => `${claim.scope}\n${claim.key}`;

/** The read of these claims' records (undefined: no claims), for `claimsFound`. */
export function storedClaimsText(
  select: RawStatement,
  claims: readonly KeyClaim[],
): string | undefined {
  if (claims.length === 0) return undefined;
  const keys = claims.map((claim) => select.value(claim.key)).join(', ');
  const scopes = [...new Set(claims.map((claim) => claim.scope))]
    .map((scope) => select.value(scope))
    .join(', ');
  return `select * from idempotent_requests where idempotency_key in (${keys}) and scope in (${scopes})`;
}

/** The records read by `storedClaimsText` that are these claims', by `scope\nkey`. */
export function claimsFound(
  claims: readonly KeyClaim[],
  rows: readonly StoredRequest[],
): Map<string, StoredRequest> {
  const found = new Map<string, StoredRequest>();
  const wanted = new Set(claims.map(claimName));
  for (const row of rows) {
    const name = claimName({ scope: row.scope, key: row.idempotency_key });
    if (wanted.has(name)) found.set(name, row);
  }
  return found;
}

/** The committed records of these claims' keys, by `scope\nkey`; one read. */
export async function storedClaims(
  trx: Transaction<Database>,
  dialect: DialectName,
  claims: readonly KeyClaim[],
): Promise<Map<string, StoredRequest>> {
  const select = new RawStatement(dialect);
  const text = storedClaimsText(select, claims);
  if (text === undefined) return new Map();
  return claimsFound(claims, await select.run<StoredRequest>(trx, text));
}

export function claimNameOf(claim: KeyClaim): string {
  return claimName(claim);
}

/** A key of the batch was stored by another transaction meanwhile: the batch must run again. */
export class KeyClaimedMeanwhile extends Error {}

/**
 * Stores the answers of a batch's claims as finished records, in one write (joined-writes.ts
 * runs it with the batch's others). A key another transaction stored meanwhile makes the insert
 * skip its row, and the batch must run again.
 */
export function claimedAnswersWrite(
  answered: readonly { claim: KeyClaim; answer: unknown }[],
  now: string,
): Write<{ id: number }> | undefined {
  if (answered.length === 0) return undefined;
  return {
    text: (insert) =>
      `insert into idempotent_requests (scope, idempotency_key, request_hash, state, response_status, response_body, created_at) values ${insert.rows(
        answered,
        ({ claim, answer }) => [
          claim.scope,
          claim.key,
          claim.hash,
          'done',
          claim.status,
          JSON.stringify(answer),
          now,
        ],
      )} on conflict (scope, idempotency_key) do nothing returning id`,
    check: (stored) => {
      if (stored.length !== answered.length) {
        throw new KeyClaimedMeanwhile('a key of the batch was stored meanwhile');
      }
    },
  };
}

// Run by every bet: compiled once per database (see compiledOnce).
const selectStored = compiledOnce((db: Kysely<Database>, scope: string, key: string) =>
  db
    .selectFrom('idempotent_requests')
    .selectAll()
    .where('scope', '=', scope)
    .where('idempotency_key', '=', key),
);

async function findStored(db: Kysely<Database>, scope: string, key: string) {
  return (await selectStored(db, scope, key))[0];
}

const storeAnswer = compiledOnce(
  (db: Kysely<Database>, status: number, body: string, scope: string, key: string) =>
    db
      .updateTable('idempotent_requests')
      .set({ state: 'done', response_status: status, response_body: body })
      .where('scope', '=', scope)
      .where('idempotency_key', '=', key),
);

const insertClaim = compiledOnce(
  (db: Kysely<Database>, scope: string, key: string, hash: string, createdAt: string) =>
    db
      .insertInto('idempotent_requests')
      .values({
        scope,
        idempotency_key: key,
        request_hash: hash,
        state: 'running',
        response_status: null,
        response_body: null,
        created_at: createdAt,
      })
      .onConflict((conflict) => conflict.columns(['scope', 'idempotency_key']).doNothing())
      .returning('id'),
);

/** A claim made last: the key's record, finished, inserted with its answer. */
const insertAnswered = compiledOnce(
  (
    db: Kysely<Database>,
    scope: string,
    key: string,
    hash: string,
    status: number,
    body: string,
    createdAt: string,
  ) =>
    db
      .insertInto('idempotent_requests')
      .values({
        scope,
        idempotency_key: key,
        request_hash: hash,
        state: 'done',
        response_status: status,
        response_body: body,
        created_at: createdAt,
      })
      .onConflict((conflict) => conflict.columns(['scope', 'idempotency_key']).doNothing())
      .returning('id'),
);

export type StoredRequest = NonNullable<Awaited<ReturnType<typeof findStored>>>;

/**
 * Refuses a stored record of another payload (422) or of a call still running (409); answers
 * true when the record was a running call abandoned by its process, now released.
 */
async function releasedAbandoned(
  db: Kysely<Database>,
  stored: StoredRequest,
  hash: string,
): Promise<boolean> {
  if (stored.request_hash !== hash) {
    throw new DomainError('idempotency_key_reused', idempotencyMessages.keyReused);
  }
  if (stored.state !== 'running') return false;
  if (Date.parse(stored.created_at) < Date.now() - ABANDONED_AFTER_MS) {
    await release(db, stored.scope, stored.idempotency_key);
    return true;
  }
  throw new DomainError('idempotency_in_progress', idempotencyMessages.inProgress);
}

function replay<T>(reply: FastifyReply, stored: StoredRequest): T {
  void reply.status(stored.response_status ?? 200).header('idempotent-replayed', 'true');
  return JSON.parse(stored.response_body ?? 'null') as T;
}

/**
 * Claims the key, on its own or inside the caller's transaction; false when a committed record
 * holds it (a claim racing it waits for the other's transaction, as a unique index makes it).
 */
async function claimKey(
  db: Kysely<Database> | Transaction<Database>,
  scope: string,
  key: string,
  hash: string,
): Promise<boolean> {
  return (await insertClaim(db, scope, key, hash, isoNow())).length > 0;
}

async function release(db: Kysely<Database>, scope: string, key: string): Promise<void> {
  await db
    .deleteFrom('idempotent_requests')
    .where('scope', '=', scope)
    .where('idempotency_key', '=', key)
    .where('state', '=', 'running')
    .execute();
}
