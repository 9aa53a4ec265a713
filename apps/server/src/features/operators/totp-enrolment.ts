/**
 * Turning 2-step sign-in on: a signed-in operator asks for a secret (shown this once, not yet in
 * force), adds it to an authenticator app and confirms with a code. Confirming also frees the
 * session it was made from if that session could only enrol.
 */
import {
  operatorMessages,
  type OperatorTotpConfirmResponse,
  type OperatorTotpSetupResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import type { OperatorCaller } from '../../platform/auth/require-operator.js';
import { matchTotpStep, newTotpSecret, otpauthUri } from '../../platform/auth/totp.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import {
  claimTotpStep,
  enableTotp,
  findOperatorById,
  liftEnrolmentOnly,
  storePendingTotpSecret,
} from './queries.js';
import { recordAudit } from './service.js';

/** The name authenticator apps list the account under. */
const TOTP_ISSUER = 'Khela';

async function operatorWithoutTotp(context: AppContext, caller: OperatorCaller) {
  const operator = await findOperatorById(context.db, caller.operatorId);
  // The guard found this operator's live session a moment ago.
  if (!operator) throw new DomainError('unauthenticated', operatorMessages.unauthenticated);
  if (operator.totp_enabled_at !== null) {
    throw new DomainError('conflict', operatorMessages.totpAlreadyEnabled);
  }
  return operator;
}

/** A fresh secret replaces any earlier unconfirmed one, so a lost QR code is simply asked again. */
export async function startTotpSetup(
  context: AppContext,
  caller: OperatorCaller,
  meta: { ip: string },
): Promise<OperatorTotpSetupResponse> {
  const operator = await operatorWithoutTotp(context, caller);
  const secret = newTotpSecret();
  await context.db.transaction().execute(async (trx) => {
    await storePendingTotpSecret(trx, operator.id, secret);
    await recordAudit(trx, {
      operatorId: operator.id,
      action: 'operator.totp_setup',
      targetType: 'operator',
      targetId: String(operator.id),
      detail: {},
      ip: meta.ip,
    });
  });
  return { secret, otpauth_uri: otpauthUri(TOTP_ISSUER, operator.username, secret) };
}

export async function confirmTotp(
  context: AppContext,
  caller: OperatorCaller,
  code: string,
  meta: { ip: string },
): Promise<OperatorTotpConfirmResponse> {
  const operator = await operatorWithoutTotp(context, caller);
  if (operator.totp_secret === null) {
    throw new DomainError('conflict', operatorMessages.totpSetupNotStarted);
  }
  const wrongCode = () => validationError({ code: [operatorMessages.totpCodeWrong] });
  const step = matchTotpStep(operator.totp_secret, code, Date.now());
  if (step === undefined) throw wrongCode();
  if (!(await claimTotpStep(context.db, operator.id, step))) throw wrongCode();
  await context.db.transaction().execute(async (trx) => {
    await enableTotp(trx, operator.id, isoNow());
    await liftEnrolmentOnly(trx, caller.sessionId);
    await recordAudit(trx, {
      operatorId: operator.id,
      action: 'operator.totp_enable',
      targetType: 'operator',
      targetId: String(operator.id),
      detail: {},
      ip: meta.ip,
    });
  });
  return { message: operatorMessages.totpEnabled, totp_enabled: true };
}
