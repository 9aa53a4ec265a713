/**
 * Operator sign-in: the password, then, for an operator with 2-step sign-in, a code from their
 * authenticator app against a short-lived challenge. Every step is audited; wrong passwords and
 * wrong codes count toward the login throttles, which only a complete sign-in clears.
 */
import {
  OPERATOR_LOGIN_CHALLENGE_TTL_SECONDS,
  operatorMessages,
  type OperatorLoginRequest,
  type OperatorLoginResponse,
  type OperatorSessionResponse,
  type OperatorTotpLoginRequest,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import { matchTotpStep } from '../../platform/auth/totp.js';
import { isoAfterSeconds, isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import {
  claimTotpStep,
  findLiveLoginChallenge,
  findOperatorById,
  findOperatorByUsernameKey,
  insertLoginChallenge,
  insertOperatorSession,
  updateLastLogin,
  useLoginChallenge,
} from './queries.js';
import { operatorUsernameKey, recordAudit, toOperator } from './service.js';
import type { OperatorRow } from './tables.js';
import {
  clearOperatorLoginFailures,
  countOperatorPasswordAttempt,
  isDecoyChallenge,
  operatorTooMany,
  rememberDecoyChallenge,
  throttleOperatorCode,
  throttleOperatorLoginByIp,
} from './throttle.js';

interface Meta {
  ip: string;
}

async function auditFailedLogin(
  context: AppContext,
  attempt: { target: { type: string; id: string }; reason: string; ip: string },
): Promise<void> {
  await recordAudit(context.db, {
    operatorId: null,
    action: 'operator.login_failed',
    targetType: attempt.target.type,
    targetId: attempt.target.id,
    detail: { reason: attempt.reason },
    ip: attempt.ip,
  });
}

const operatorTarget = (operator: OperatorRow) => ({ type: 'operator', id: String(operator.id) });

const hasTotp = (operator: OperatorRow): boolean =>
  operator.totp_enabled_at !== null && operator.totp_secret !== null;

export async function logInOperator(
  context: AppContext,
  credentials: OperatorLoginRequest,
  meta: Meta,
): Promise<OperatorLoginResponse> {
  const usernameKey = operatorUsernameKey(credentials.username);
  await throttleOperatorLoginByIp(context, meta.ip);
  const attempt = await countOperatorPasswordAttempt(context, usernameKey);
  const operator = await findOperatorByUsernameKey(context.db, usernameKey);
  // Under guard only the 2-step code can tell a right password from a wrong one; an account
  // without it has nothing to fall back on and waits out the window, as before.
  if (attempt.guarded && !(operator && hasTotp(operator))) {
    throw operatorTooMany(attempt.retryAfterSeconds);
  }
  if (!operator) {
    // Same time spent as a real check, so usernames cannot be told apart by timing.
    await context.passwords.verifyAgainstNothing(credentials.password);
    // An unknown username has no operator to point at, so the entry names what was typed.
    const target = { type: 'operator_username', id: usernameKey };
    await auditFailedLogin(context, { target, reason: 'unknown_username', ...meta });
    throw new DomainError('invalid_credentials', operatorMessages.invalidCredentials);
  }
  const target = operatorTarget(operator);
  if (!(await context.passwords.verify(operator.password_hash, credentials.password))) {
    await auditFailedLogin(context, { target, reason: 'wrong_password', ...meta });
    if (attempt.guarded) return issueDecoyChallenge(context);
    throw new DomainError('invalid_credentials', operatorMessages.invalidCredentials);
  }
  if (operator.status !== 'active') {
    await auditFailedLogin(context, { target, reason: 'disabled', ...meta });
    if (attempt.guarded) return issueDecoyChallenge(context);
    throw new DomainError('account_disabled', operatorMessages.accountDisabled);
  }
  if (hasTotp(operator)) return issueChallenge(context, operator, meta);

  await clearOperatorLoginFailures(context, usernameKey);
  return openSession(context, operator, meta, {
    enrolmentOnly: context.config.operatorTotpRequired,
    secondStep: 'none',
  });
}

/**
 * What a wrong password gets while the username is under guard: an answer shaped like a real
 * challenge, whose every code is "wrong", so guessing from many addresses never learns which
 * password was right and the owner, with the right password and code, still signs in.
 */
async function issueDecoyChallenge(context: AppContext): Promise<OperatorLoginResponse> {
  const challenge = newToken();
  await rememberDecoyChallenge(context, hashToken(challenge), OPERATOR_LOGIN_CHALLENGE_TTL_SECONDS);
  return { step: 'totp', challenge };
}

/** The password was right; the session waits for a code. The challenge is the only proof of it. */
async function issueChallenge(
  context: AppContext,
  operator: OperatorRow,
  meta: Meta,
): Promise<OperatorLoginResponse> {
  const challenge = newToken();
  const now = isoNow();
  await context.db.transaction().execute(async (trx) => {
    await insertLoginChallenge(trx, {
      operatorId: operator.id,
      tokenHash: hashToken(challenge),
      createdAt: now,
      expiresAt: isoAfterSeconds(OPERATOR_LOGIN_CHALLENGE_TTL_SECONDS),
    });
    await recordAudit(trx, {
      operatorId: operator.id,
      action: 'operator.login_password',
      targetType: 'operator',
      targetId: String(operator.id),
      detail: { next_step: 'totp' },
      ip: meta.ip,
    });
  });
  return { step: 'totp', challenge };
}

/** The second step: the challenge's operator and a code for a step no earlier code used. */
export async function completeTotpLogin(
  context: AppContext,
  request: OperatorTotpLoginRequest,
  meta: Meta,
): Promise<OperatorSessionResponse> {
  const expired = () => new DomainError('invalid_credentials', operatorMessages.challengeExpired);
  const wrongCode = () => new DomainError('invalid_credentials', operatorMessages.totpCodeWrong);
  const tokenHash = hashToken(request.challenge);
  const challenge = await findLiveLoginChallenge(context.db, tokenHash, isoNow());
  const operator = challenge && (await findOperatorById(context.db, challenge.operator_id));
  await throttleOperatorLoginByIp(context, meta.ip);
  if (!challenge || !operator || operator.status !== 'active' || !hasTotp(operator)) {
    const target = { type: 'operator_login_challenge', id: tokenHash.slice(0, 16) };
    if (await isDecoyChallenge(context, tokenHash)) {
      await auditFailedLogin(context, { target, reason: 'decoy_challenge', ...meta });
      throw wrongCode();
    }
    await auditFailedLogin(context, { target, reason: 'expired_challenge', ...meta });
    throw expired();
  }
  const usernameKey = operator.username_key;
  await throttleOperatorCode(context, usernameKey);
  const target = operatorTarget(operator);
  // hasTotp checked the secret is there.
  const step = matchTotpStep(operator.totp_secret ?? '', request.code, Date.now());
  if (step === undefined) {
    await auditFailedLogin(context, { target, reason: 'wrong_code', ...meta });
    throw wrongCode();
  }
  if (!(await claimTotpStep(context.db, operator.id, step))) {
    await auditFailedLogin(context, { target, reason: 'replayed_code', ...meta });
    throw wrongCode();
  }
  const session = await openSession(context, operator, meta, {
    enrolmentOnly: false,
    secondStep: 'totp',
    spendChallengeId: challenge.challenge_id,
  });
  if (!session) throw expired();
  await clearOperatorLoginFailures(context, usernameKey);
  return session;
}

/** A new session, audited; undefined when the challenge it spends was spent by another request. */
async function openSession(
  context: AppContext,
  operator: OperatorRow,
  meta: Meta,
  how: { enrolmentOnly: boolean; secondStep: 'none' | 'totp' },
): Promise<OperatorSessionResponse>;
async function openSession(
  context: AppContext,
  operator: OperatorRow,
  meta: Meta,
  how: { enrolmentOnly: boolean; secondStep: 'none' | 'totp'; spendChallengeId: number },
): Promise<OperatorSessionResponse | undefined>;
async function openSession(
  context: AppContext,
  operator: OperatorRow,
  meta: Meta,
  how: { enrolmentOnly: boolean; secondStep: 'none' | 'totp'; spendChallengeId?: number },
): Promise<OperatorSessionResponse | undefined> {
  const token = newToken();
  const now = isoNow();
  const ttlSeconds = context.config.operatorSessionTtlSeconds;
  const opened = await context.db.transaction().execute(async (trx) => {
    if (how.spendChallengeId !== undefined) {
      if (!(await useLoginChallenge(trx, how.spendChallengeId, now))) return false;
    }
    await insertOperatorSession(trx, {
      operatorId: operator.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: isoAfterSeconds(ttlSeconds),
      ip: meta.ip,
      enrolmentOnly: how.enrolmentOnly,
    });
    await updateLastLogin(trx, operator.id, now);
    await recordAudit(trx, {
      operatorId: operator.id,
      action: 'operator.login',
      targetType: 'operator',
      targetId: String(operator.id),
      detail: { second_step: how.secondStep, enrolment_only: how.enrolmentOnly },
      ip: meta.ip,
    });
    return true;
  });
  if (!opened) return undefined;
  return { token, operator: toOperator(operator), totp_setup_required: how.enrolmentOnly };
}
