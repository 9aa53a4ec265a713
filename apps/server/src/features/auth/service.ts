/**
 * Sign-in rules: signup (with referral, agent and affiliate codes), login, logout, the short-lived
 * access token and the player's own profile. The only file other features may import.
 */
import { randomInt } from 'node:crypto';
import {
  accountMessages,
  loginMessages,
  paisaToTaka,
  type FieldErrors,
  type LoginResponse,
  type SignupPayload,
  type User,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import type { Transaction } from 'kysely';
import type { PasswordHasher } from '../../platform/auth/passwords.js';
import { assertOwnRemoteId } from '../../platform/auth/require-player.js';
import {
  issueSession,
  revokeAllSessionsOfUser,
  revokeSessionTree,
  type ActiveSession,
} from '../../platform/auth/sessions.js';
import type { Database } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/dialect.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import {
  ensurePlayerAccount,
  playerBalancePaisa,
  type Executor,
} from '../../platform/ledger/ledger.js';
import {
  findActivePartnerId,
  findTakenFields,
  findUserById,
  findUserByUsernameKey,
  findUserIdByReferralCode,
  insertUser,
  referralCodeExists,
  updatePasswordHash,
} from './queries.js';
import { flagSelfReferral } from '../referral/service.js';
import { recordSignupMarks } from '../risk/service.js';
import { verifiedExtraPhoneNumbers } from './player-details.js';
import { selfReferralReason } from './referral-link.js';
import type { UserRow } from './tables.js';
import { clearLoginFailures, throttleLoginAttempt, throttleSignupAttempt } from './throttle.js';
import { startWithDefaultLimits } from '../safer-gambling/service.js';

// The remote_id check lives beside the session guard, where the wallet's shared routes reach it.
export { assertOwnRemoteId } from '../../platform/auth/require-player.js';
// The player's own details live in player-details.ts; other features reach them from here.
export {
  addExtraPhone,
  currentPasswordMatches,
  findPlayerContacts,
  listExtraPhones,
  markContactVerified,
  setBirthdayOnce,
  type PlayerContacts,
} from './player-details.js';

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  origin?: string;
  /** The challenge the browser's captcha cookie names, if any. */
  captchaId?: string;
  /** The browser's own random id the player apps send (risk/signup-marks.ts). */
  deviceId?: string;
}

const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERRAL_CODE_LENGTH = 8;

export function usernameKeyOf(username: string): string {
  return username.trim().toLowerCase();
}

function normaliseCode(code: string | undefined): string | undefined {
  const trimmed = code?.trim().toUpperCase();
  return trimmed ? trimmed : undefined;
}

async function newReferralCode(context: AppContext): Promise<string> {
  for (;;) {
    let code = '';
    for (let index = 0; index < REFERRAL_CODE_LENGTH; index += 1) {
      code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
    }
    if (!(await referralCodeExists(context.db, code))) return code;
  }
}

async function takenFieldErrors(
  context: AppContext,
  values: { usernameKey: string; emailKey: string; phone: string },
): Promise<FieldErrors> {
  const taken = await findTakenFields(context.db, values);
  const errors: FieldErrors = {};
  if (taken.username) errors['username'] = [accountMessages.usernameTaken];
  if (taken.email) errors['email'] = [accountMessages.emailTaken];
  if (taken.phone) errors['phone'] = [accountMessages.phoneTaken];
  return errors;
}

/** `captchaChecked`: the desktop form solved its own captcha before coming here. */
export async function signUp(
  context: AppContext,
  payload: SignupPayload,
  meta: RequestMeta,
  options: { captchaChecked?: boolean } = {},
): Promise<{ userId: number; username: string }> {
  const usernameKey = usernameKeyOf(payload.username);
  await throttleSignupAttempt(
    context,
    meta.ip,
    usernameKey,
    options.captchaChecked
      ? 'captcha-checked'
      : { captchaId: meta.captchaId, answer: payload.captcha },
  );
  const values = { usernameKey, emailKey: payload.email.toLowerCase(), phone: payload.phone };

  const errors = await takenFieldErrors(context, values);
  const referralCode = normaliseCode(payload.referral_code);
  const referredByUserId = referralCode
    ? await findUserIdByReferralCode(context.db, referralCode)
    : undefined;
  if (referralCode && referredByUserId === undefined)
    errors['referral_code'] = [accountMessages.referralCodeUnknown];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  // Self-referral: the account is made, without the link, and flagged (docs/decisions.md).
  const selfReferral =
    referredByUserId === undefined
      ? undefined
      : await selfReferralReason(context.db, referredByUserId, payload);

  // Agent and affiliate codes arrive hidden from links; a stale one must not block signup,
  // so an unknown code is kept as captured but linked to nobody.
  const agentCode = normaliseCode(payload.agent_code);
  const affiliateCode = normaliseCode(payload.affiliate_code);
  const agentPartnerId = agentCode
    ? await findActivePartnerId(context.db, 'agent', agentCode)
    : undefined;
  const affiliatePartnerId = affiliateCode
    ? await findActivePartnerId(context.db, 'affiliate', affiliateCode)
    : undefined;

  const passwordHash = await context.passwords.hash(payload.password);
  const ownReferralCode = await newReferralCode(context);
  const now = isoNow();
  try {
    const userId = await context.db.transaction().execute(async (trx) => {
      const id = await insertUser(trx, {
        username: payload.username,
        username_key: usernameKey,
        password_hash: passwordHash,
        name: payload.name,
        email: payload.email,
        email_key: values.emailKey,
        phone: payload.phone,
        currency: payload.currency,
        status: 'active',
        referral_code: ownReferralCode,
        referred_by_user_id: selfReferral === undefined ? (referredByUserId ?? null) : null,
        agent_code: agentCode ?? null,
        affiliate_code: affiliateCode ?? null,
        agent_partner_id: agentPartnerId ?? null,
        affiliate_partner_id: affiliatePartnerId ?? null,
        registration_origin: meta.origin?.slice(0, 200) ?? null,
        vip_coin: 0,
        phone_verified_at: null,
        email_verified_at: null,
        dofb: null,
        created_at: now,
        updated_at: now,
      });
      await ensurePlayerAccount(trx, 'player_main', id, payload.currency);
      await startWithDefaultLimits(trx, id, now);
      await recordSignupMarks(trx, { userId: id, address: meta.ip, deviceId: meta.deviceId, now });
      if (selfReferral !== undefined && referredByUserId !== undefined) {
        await flagSelfReferral(trx, {
          downlineUserId: id,
          referrerUserId: referredByUserId,
          reason: selfReferral,
        });
      }
      return id;
    });
    return { userId, username: payload.username };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Lost a race with a concurrent signup for the same username, e-mail or phone.
    const raceErrors = await takenFieldErrors(context, values);
    if (Object.keys(raceErrors).length === 0) throw error;
    throw validationError(raceErrors);
  }
}

/** The account a recovery request names, when username and e-mail or phone all match. */
export async function findRecoveryTarget(
  context: AppContext,
  request: { username: string; email?: string; phone?: string },
): Promise<{ userId: number; email: string; phone: string } | undefined> {
  const user = await findUserByUsernameKey(context.db, usernameKeyOf(request.username));
  if (!user || user.status !== 'active') return undefined;
  const matches =
    request.email !== undefined
      ? user.email_key === request.email.trim().toLowerCase()
      : request.phone !== undefined && phoneDigits(user.phone) === phoneDigits(request.phone);
  return matches ? { userId: user.id, email: user.email, phone: user.phone } : undefined;
}

/** Digits only, without a leading 88 country prefix, so +8801711… and 01711… compare equal. */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('880') ? digits.slice(2) : digits;
}

/** The id of an active player by username, for flows that verify a one-time code instead of a password. */
export async function findActiveUserId(
  context: AppContext,
  username: string,
): Promise<number | undefined> {
  const user = await findUserByUsernameKey(context.db, usernameKeyOf(username));
  return user?.status === 'active' ? user.id : undefined;
}

/** Sets a new password inside the caller's transaction and ends every session of the player. */
export async function replacePassword(
  trx: Transaction<Database>,
  passwords: PasswordHasher,
  userId: number,
  newPassword: string,
): Promise<void> {
  const passwordHash = await passwords.hash(newPassword);
  await updatePasswordHash(trx, userId, passwordHash, isoNow());
  await revokeAllSessionsOfUser(trx, userId);
}

export async function logIn(
  context: AppContext,
  credentials: { username: string; password: string; captcha?: string | undefined },
  meta: RequestMeta,
): Promise<LoginResponse> {
  const usernameKey = usernameKeyOf(credentials.username);
  await throttleLoginAttempt(context, meta.ip, usernameKey, {
    captchaId: meta.captchaId,
    answer: credentials.captcha,
  });
  const user = await findUserByUsernameKey(context.db, usernameKey);
  if (!user) {
    await context.passwords.verifyAgainstNothing(credentials.password);
    throw new DomainError('invalid_credentials', loginMessages.failed);
  }
  if (!(await context.passwords.verify(user.password_hash, credentials.password))) {
    throw new DomainError('invalid_credentials', loginMessages.failed);
  }
  if (user.status !== 'active')
    throw new DomainError('account_disabled', accountMessages.accountDisabled);
  await clearLoginFailures(context, usernameKey, meta.ip);

  const sessionMeta = { ip: meta.ip, ...(meta.userAgent ? { userAgent: meta.userAgent } : {}) };
  const ttlSeconds = context.config.sessionTtlSeconds;
  const { playerSession, exchangeSession } = await context.db.transaction().execute(async (trx) => {
    const player = await issueSession(trx, {
      userId: user.id,
      kind: 'player',
      ttlSeconds,
      ...sessionMeta,
    });
    const exchange = await issueSession(trx, {
      userId: user.id,
      kind: 'exchange',
      ttlSeconds,
      parentSessionId: player.sessionId,
      ...sessionMeta,
    });
    return { playerSession: player, exchangeSession: exchange };
  });
  return {
    message: 'Login successful.',
    token: playerSession.token,
    remote_id: user.id,
    username: user.username,
    exchange: [{ token: exchangeSession.token }],
  };
}

export async function logOut(context: AppContext, session: ActiveSession): Promise<void> {
  await revokeSessionTree(context.db, session.parentSessionId ?? session.sessionId);
}

export async function issueAccessToken(
  context: AppContext,
  session: ActiveSession,
  requestedUserId: number | undefined,
  meta: RequestMeta,
): Promise<{ access_token: string; expires_in: number }> {
  if (requestedUserId !== undefined && requestedUserId !== session.userId) {
    throw new DomainError('forbidden', accountMessages.forbidden);
  }
  const ttlSeconds = context.config.accessTokenTtlSeconds;
  const issued = await issueSession(context.db, {
    userId: session.userId,
    kind: 'access',
    ttlSeconds,
    parentSessionId: session.parentSessionId ?? session.sessionId,
    ip: meta.ip,
  });
  return { access_token: issued.token, expires_in: ttlSeconds };
}

/** What the wallet checks before money moves: verified phone, birthday, status. */
export interface WalletHolder {
  id: number;
  username: string;
  phone: string;
  /** True when any of the player's phones is verified, the primary one or an extra one. */
  phoneVerified: boolean;
  /** Every verified number, the primary one first: where payouts may go. */
  verifiedPhones: string[];
  dofb: string | null;
  currency: string;
  active: boolean;
}

export async function findWalletHolder(
  db: Executor,
  userId: number,
): Promise<WalletHolder | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const verifiedPhones = [
    ...(user.phone_verified_at === null ? [] : [user.phone]),
    ...(await verifiedExtraPhoneNumbers(db, userId)),
  ];
  return {
    id: user.id,
    username: user.username,
    phone: user.phone,
    phoneVerified: verifiedPhones.length > 0,
    verifiedPhones,
    dofb: user.dofb,
    currency: user.currency,
    active: user.status === 'active',
  };
}

export async function getOwnProfile(
  context: AppContext,
  session: ActiveSession,
  remoteId: number,
): Promise<User> {
  assertOwnRemoteId(session, remoteId);
  const user = await findUserById(context.db, session.userId);
  if (!user) throw new DomainError('unauthenticated', accountMessages.unauthenticated);
  return toUserResponse(
    user,
    paisaToTaka(await playerBalancePaisa(context.db, user.id, 'player_main')),
    paisaToTaka(await playerBalancePaisa(context.db, user.id, 'player_cash_bonus')),
  );
}

function toUserResponse(user: UserRow, balanceTaka: number, cashBonusTaka: number): User {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    phone: user.phone,
    email: user.email,
    currency: user.currency,
    vip_coin: user.vip_coin,
    session_id: user.phone_verified_at ? '1' : '0',
    email_verified_at: user.email_verified_at,
    dofb: user.dofb,
    balance: balanceTaka,
    referral_code: user.referral_code,
    cash_bonus: cashBonusTaka,
    created_at: user.created_at,
  };
}
