/**
 * The owner's management of operator accounts. Each change and its audit entry (with the before
 * and after) commit in one transaction; a change that takes access away (disabling, a new role,
 * a reset 2-step sign-in, a new password) ends the operator's sessions in the same transaction,
 * so their next call answers 401. The last active owner can never be disabled or demoted.
 */
import type { Transaction } from 'kysely';
import {
  operatorAdminMessages,
  type CreateOperatorRequest,
  type OperatorAccount,
  type OperatorChangeResponse,
  type OperatorListResponse,
  type SetOperatorPasswordRequest,
  type SetOperatorRoleRequest,
  type SetOperatorStatusRequest,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/dialect.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import {
  countActiveOwners,
  findOperatorById,
  findOperatorByUsernameKey,
  insertOperator,
  listOperatorRows,
  lockActiveOwners,
  revokeAllOperatorSessions,
  spendOperatorChallenges,
  updateOperatorAccount,
} from './queries.js';
import { operatorUsernameKey, recordChange, type AuditMeta } from './service.js';
import type { OperatorRow } from './tables.js';

export type OperatorAdminMeta = AuditMeta;

function toAccount(row: OperatorRow): OperatorAccount {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    status: row.status,
    totp_enabled: row.totp_enabled_at !== null,
    last_login_at: row.last_login_at,
    created_at: row.created_at,
  };
}

/** What the audit entry keeps of an account: never the password hash or the 2-step secret. */
function auditView(row: OperatorRow) {
  return { role: row.role, status: row.status, totp_enabled: row.totp_enabled_at !== null };
}

export async function listOperators(context: AppContext): Promise<OperatorListResponse> {
  return { data: (await listOperatorRows(context.db)).map(toAccount) };
}

const usernameTaken = () =>
  new DomainError('conflict', operatorAdminMessages.usernameTaken, {
    errors: { username: [operatorAdminMessages.usernameTaken] },
  });

/** A new active operator; they set up 2-step sign-in when they first sign in where it is due. */
export async function createOperatorAccount(
  context: AppContext,
  input: CreateOperatorRequest,
  meta: OperatorAdminMeta,
): Promise<OperatorAccount> {
  const usernameKey = operatorUsernameKey(input.username);
  if (await findOperatorByUsernameKey(context.db, usernameKey)) throw usernameTaken();
  const passwordHash = await context.passwords.hash(input.password);
  try {
    return await context.db.transaction().execute(async (trx) => {
      const id = await insertOperator(trx, {
        username: input.username,
        username_key: usernameKey,
        password_hash: passwordHash,
        role: input.role,
        status: 'active',
        last_login_at: null,
        created_at: isoNow(),
      });
      const row = await findOperatorOr404(trx, id);
      await recordChange(trx, meta, {
        action: 'operator.create',
        targetType: 'operator',
        targetId: String(id),
        detail: { username: row.username },
        before: null,
        after: auditView(row),
      });
      return toAccount(row);
    });
  } catch (error) {
    // Lost a race with a concurrent creation of the same username.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

async function findOperatorOr404(
  trx: Transaction<Database>,
  operatorId: number,
): Promise<OperatorRow> {
  const row = await findOperatorById(trx, operatorId);
  if (!row) throw new DomainError('not_found', operatorAdminMessages.operatorNotFound);
  return row;
}

/** Refuses a change that would leave no active owner; `row` is the owner about to lose it. */
async function guardLastOwner(trx: Transaction<Database>, row: OperatorRow): Promise<void> {
  if (row.role !== 'owner' || row.status !== 'active') return;
  await lockActiveOwners(trx);
  if ((await countActiveOwners(trx)) <= 1) {
    throw new DomainError('conflict', operatorAdminMessages.lastOwner);
  }
}

interface Change {
  action: string;
  message: string;
  /** Runs inside the transaction before the update; throws to refuse. */
  guard?: (trx: Transaction<Database>, row: OperatorRow) => Promise<void>;
  apply: (trx: Transaction<Database>, row: OperatorRow) => Promise<void>;
  /** Ends the operator's sessions and any half-done sign-in. */
  endSessions: boolean;
}

async function changeOperator(
  context: AppContext,
  operatorId: number,
  meta: OperatorAdminMeta,
  change: Change,
): Promise<OperatorChangeResponse> {
  return context.db.transaction().execute(async (trx) => {
    const before = await findOperatorOr404(trx, operatorId);
    await change.guard?.(trx, before);
    await change.apply(trx, before);
    const now = isoNow();
    const sessionsEnded = change.endSessions
      ? await revokeAllOperatorSessions(trx, operatorId, now)
      : 0;
    if (change.endSessions) await spendOperatorChallenges(trx, operatorId, now);
    const after = await findOperatorOr404(trx, operatorId);
    await recordChange(trx, meta, {
      action: change.action,
      targetType: 'operator',
      targetId: String(operatorId),
      detail: { username: after.username, sessions_ended: sessionsEnded },
      before: auditView(before),
      after: auditView(after),
    });
    return { message: change.message, operator: toAccount(after) };
  });
}

export function setOperatorStatus(
  context: AppContext,
  operatorId: number,
  { status }: SetOperatorStatusRequest,
  meta: OperatorAdminMeta,
): Promise<OperatorChangeResponse> {
  const disabling = status === 'disabled';
  return changeOperator(context, operatorId, meta, {
    action: disabling ? 'operator.disable' : 'operator.enable',
    message: disabling ? operatorAdminMessages.disabled : operatorAdminMessages.enabled,
    guard: async (trx, row) => {
      if (!disabling) return;
      if (row.id === meta.operator.operatorId) {
        throw new DomainError('conflict', operatorAdminMessages.cannotDisableSelf);
      }
      await guardLastOwner(trx, row);
    },
    apply: (trx) => updateOperatorAccount(trx, operatorId, { status }),
    endSessions: disabling,
  });
}

export function setOperatorRole(
  context: AppContext,
  operatorId: number,
  { role }: SetOperatorRoleRequest,
  meta: OperatorAdminMeta,
): Promise<OperatorChangeResponse> {
  return changeOperator(context, operatorId, meta, {
    action: 'operator.role_change',
    message: operatorAdminMessages.roleChanged,
    guard: async (trx, row) => {
      if (row.role === role) throw new DomainError('conflict', operatorAdminMessages.unchanged);
      if (row.id === meta.operator.operatorId) {
        throw new DomainError('conflict', operatorAdminMessages.cannotChangeOwnRole);
      }
      await guardLastOwner(trx, row);
    },
    apply: (trx) => updateOperatorAccount(trx, operatorId, { role }),
    // The console keeps the role it signed in with; a fresh sign-in shows the new role's areas.
    endSessions: true,
  });
}

/** Clears the secret; where 2-step is required their next sign-in may only enrol again. */
export function resetOperatorTotp(
  context: AppContext,
  operatorId: number,
  meta: OperatorAdminMeta,
): Promise<OperatorChangeResponse> {
  return changeOperator(context, operatorId, meta, {
    action: 'operator.totp_reset',
    message: operatorAdminMessages.totpReset,
    apply: (trx) =>
      updateOperatorAccount(trx, operatorId, {
        totp_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
      }),
    endSessions: true,
  });
}

export async function setOperatorPassword(
  context: AppContext,
  operatorId: number,
  { password }: SetOperatorPasswordRequest,
  meta: OperatorAdminMeta,
): Promise<OperatorChangeResponse> {
  // Hashing is slow; it happens before the transaction so no lock is held meanwhile.
  const passwordHash = await context.passwords.hash(password);
  return changeOperator(context, operatorId, meta, {
    action: 'operator.password_set',
    message: operatorAdminMessages.passwordSet,
    apply: (trx) => updateOperatorAccount(trx, operatorId, { password_hash: passwordHash }),
    endSessions: true,
  });
}
