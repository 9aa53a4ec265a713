/**
 * Operators: their accounts and sessions, the guard for `/admin-api` scopes and the audit trail.
 * The only file other features may import; money features call recordAudit inside their own
 * transaction so an approval and its audit entry commit or fail together.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  createOperatorRequestSchema,
  operatorMessages,
  type AuditListResponse,
  type AuditQuery,
  type CreateOperatorRequest,
  type Operator,
  type OperatorMeResponse,
  type OperatorRole,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import {
  guardOperatorScope,
  operatorOf,
  type OperatorCaller,
  type OperatorScopeOptions,
} from '../../platform/auth/require-operator.js';
import { hashToken } from '../../platform/auth/tokens.js';
import type { Database } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/dialect.js';
import { isoNow } from '../../platform/db/time.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { parseInput } from '../../platform/http/parse-input.js';
import {
  findActiveOperatorSession,
  findOperatorById,
  findOperatorByUsernameKey,
  insertAuditEntry,
  insertOperator,
  listAuditEntries,
  revokeOperatorSession,
} from './queries.js';
import type { OperatorRow } from './tables.js';

export { operatorRoles, type OperatorRole } from '@khela/contract';
export { operatorOf, type OperatorCaller } from '../../platform/auth/require-operator.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The live session behind an operator token (an open stream asks again while it runs). */
export function findOperatorSession(
  db: Kysely<Database>,
  token: string,
): Promise<OperatorCaller | undefined> {
  return findActiveOperatorSession(db, hashToken(token), isoNow());
}

/** Adds the operator guard to a plugin scope: a live operator session with one of `roles`. */
export function requireOperator(
  scope: FastifyInstance,
  db: Kysely<Database>,
  roles: readonly OperatorRole[],
  options: OperatorScopeOptions = {},
): void {
  guardOperatorScope(scope, (token) => findOperatorSession(db, token), roles, options);
}

export interface AuditEntryInput {
  /** Null for the system's own actions (a gateway callback) and for failed logins. */
  operatorId: number | null;
  /** `area.verb`, e.g. `deposit.approve`. */
  action: string;
  targetType: string;
  targetId: string;
  detail: Record<string, unknown>;
  ip: string | null;
}

/** Writes one audit entry with the caller's executor, so it shares the caller's transaction. */
export async function recordAudit(executor: Executor, entry: AuditEntryInput): Promise<void> {
  assert.ok(entry.action.length > 0, 'an audit entry needs an action');
  assert.ok(entry.targetType.length > 0, 'an audit entry needs a target type');
  await insertAuditEntry(executor, {
    operator_id: entry.operatorId,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    detail: JSON.stringify(entry.detail),
    ip: entry.ip,
    created_at: isoNow(),
  });
}

/** Who made a console change and from where: every console call's audit entry records both. */
export interface AuditMeta {
  operator: OperatorCaller;
  ip: string;
}

/** The audit meta of a call made inside a requireOperator scope. */
export function auditMetaOf(request: FastifyRequest): AuditMeta {
  return { operator: operatorOf(request), ip: request.ip };
}

interface AuditedTarget {
  /** `area.verb`, e.g. `site.slider_update`. */
  action: string;
  targetType: string;
  targetId: string;
}

/** A console change's audit entry: the record before and after, by the operator in `meta`. */
export function recordChange(
  executor: Executor,
  meta: AuditMeta,
  change: AuditedTarget & {
    before: unknown;
    after: unknown;
    detail?: Record<string, unknown> | undefined;
  },
): Promise<void> {
  return recordAudit(executor, {
    operatorId: meta.operator.operatorId,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId,
    detail: { ...change.detail, before: change.before, after: change.after },
    ip: meta.ip,
  });
}

interface AuditedEdit<Row> extends AuditedTarget {
  /** The record as it stands; throws the caller's 404 when it is gone. */
  read: () => Promise<Row>;
  /** What the entry keeps of a row (some fields, a plainer shape); the row itself by default. */
  view?: (row: Row) => unknown;
  /** More for the entry, from the record before (a game's name beside its id, say). */
  describe?: (before: Row) => Record<string, unknown>;
}

/** Records an edit's two readings (null after a removal) as its view of them. */
function recordEdit<Row>(
  executor: Executor,
  meta: AuditMeta,
  edit: AuditedEdit<Row>,
  before: Row,
  after: Row | null,
): Promise<void> {
  const view = edit.view ?? ((row: Row) => row);
  return recordChange(executor, meta, {
    ...edit,
    detail: edit.describe?.(before),
    before: view(before),
    after: after === null ? null : view(after),
  });
}

/**
 * A console edit in the caller's transaction: reads the record, writes the change, reads it again
 * and records both readings; answers the record after.
 */
export async function auditedUpdate<Row>(
  executor: Executor,
  meta: AuditMeta,
  edit: AuditedEdit<Row> & { write: (before: Row) => Promise<void> },
): Promise<Row> {
  const before = await edit.read();
  await edit.write(before);
  const after = await edit.read();
  await recordEdit(executor, meta, edit, before, after);
  return after;
}

/** A console deletion in the caller's transaction: reads the record, removes it, records it. */
export async function auditedDelete<Row>(
  executor: Executor,
  meta: AuditMeta,
  edit: AuditedEdit<Row> & { remove: (before: Row) => Promise<void> },
): Promise<void> {
  const before = await edit.read();
  await edit.remove(before);
  await recordEdit(executor, meta, edit, before, null);
}

export function operatorUsernameKey(username: string): string {
  return username.trim().toLowerCase();
}

export function toOperator(row: Pick<OperatorRow, 'id' | 'username' | 'role'>): Operator {
  return { id: row.id, username: row.username, role: row.role };
}

/** Creates an active operator; the creation is audited as the system's action. */
export async function createOperator(
  context: AppContext,
  input: CreateOperatorRequest,
): Promise<Operator> {
  const { username, password, role } = parseInput(createOperatorRequestSchema, input);
  const usernameKey = operatorUsernameKey(username);
  const taken = () => validationError({ username: [operatorMessages.usernameTaken] });
  if (await findOperatorByUsernameKey(context.db, usernameKey)) throw taken();
  const passwordHash = await context.passwords.hash(password);
  try {
    const operatorId = await context.db.transaction().execute(async (trx) => {
      const id = await insertOperator(trx, {
        username,
        username_key: usernameKey,
        password_hash: passwordHash,
        role,
        status: 'active',
        last_login_at: null,
        created_at: isoNow(),
      });
      await recordAudit(trx, {
        operatorId: null,
        action: 'operator.create',
        targetType: 'operator',
        targetId: String(id),
        detail: { username, role },
        ip: null,
      });
      return id;
    });
    return { id: operatorId, username, role };
  } catch (error) {
    // Lost a race with a concurrent creation of the same username.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Ends this session only; the operator's other devices stay signed in. */
export async function logOutOperator(
  context: AppContext,
  caller: OperatorCaller,
  meta: { ip: string },
): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    await revokeOperatorSession(trx, caller.sessionId, isoNow());
    await recordAudit(trx, {
      operatorId: caller.operatorId,
      action: 'operator.logout',
      targetType: 'operator',
      targetId: String(caller.operatorId),
      detail: {},
      ip: meta.ip,
    });
  });
}

export async function operatorMe(
  context: AppContext,
  caller: OperatorCaller,
): Promise<OperatorMeResponse> {
  const row = await findOperatorById(context.db, caller.operatorId);
  return {
    operator: { id: caller.operatorId, username: caller.username, role: caller.role },
    totp_enabled: row?.totp_enabled_at != null,
    totp_setup_required: caller.enrolmentOnly,
  };
}

/** Newest first; a detail that is not a JSON object (never written by recordAudit) reads as {}. */
export async function listAudit(
  context: AppContext,
  query: AuditQuery,
): Promise<AuditListResponse> {
  const rows = await listAuditEntries(context.db, {
    ...(query.target_type !== undefined ? { targetType: query.target_type } : {}),
    ...(query.target_id !== undefined ? { targetId: query.target_id } : {}),
    ...(query.before_id !== undefined ? { beforeId: query.before_id } : {}),
    limit: query.limit,
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      operator_id: row.operator_id,
      operator_username: row.operator_username,
      action: row.action,
      target_type: row.target_type,
      target_id: row.target_id,
      detail: parseDetail(row.detail),
      ip: row.ip,
      created_at: row.created_at,
    })),
  };
}

function parseDetail(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
