/**
 * The identity rules that need no database: whether a document's date of birth may be submitted,
 * and whether a withdrawal needs an approved identity. Rules: docs/decisions.md, "Identity
 * checks"; docs/domain.md, "Withdrawals and identity".
 */
import {
  birthdayRefusal,
  fillMessage,
  identityMessages,
  paisa,
  takaLabel,
  takaToPaisa,
  type FieldErrors,
} from '@khela/contract';

export interface Refusal {
  message: string;
  errors: FieldErrors;
}

const onDateOfBirth = (message: string): Refusal => ({
  message,
  errors: { date_of_birth: [message] },
});

/**
 * Why a document's date of birth (YYYY-MM-DD) cannot be submitted on `today` (Bangladesh date)
 * by a player whose profile birthday is `profileBirthday`: the profile must have one, the player
 * must be an adult today, and the two dates must be the same day.
 */
export function dateOfBirthRefusal(
  documentBirthday: string,
  profileBirthday: string | null,
  today: string,
): Refusal | undefined {
  if (profileBirthday === null) return onDateOfBirth(identityMessages.birthdayMissing);
  const ageRefusal = birthdayRefusal(documentBirthday, today);
  if (ageRefusal) return onDateOfBirth(ageRefusal);
  if (documentBirthday !== profileBirthday) {
    return onDateOfBirth(identityMessages.dateOfBirthMismatch);
  }
  return undefined;
}

export interface WithdrawalIdentityThresholds {
  /** A single withdrawal above this many taka needs an approved identity. */
  singleTaka: number;
  /** Paid and pending withdrawals, with this one, above this many taka need it too. */
  lifetimeTaka: number;
}

/**
 * Why a withdrawal of `amountPaisa` needs an approved identity the player lacks, or undefined.
 * `totalPaisa` is the player's paid and pending withdrawals including this one.
 */
export function withdrawalIdentityRefusal(
  withdrawal: { amountPaisa: number; totalPaisa: number; identityApproved: boolean },
  thresholds: WithdrawalIdentityThresholds,
): string | undefined {
  if (withdrawal.identityApproved) return undefined;
  const label = (taka: number) => takaLabel(paisa(takaToPaisa(taka)));
  if (withdrawal.amountPaisa > takaToPaisa(thresholds.singleTaka)) {
    return fillMessage(identityMessages.withdrawalNeedsIdentity, {
      threshold: label(thresholds.singleTaka),
    });
  }
  if (withdrawal.totalPaisa > takaToPaisa(thresholds.lifetimeTaka)) {
    return fillMessage(identityMessages.lifetimeNeedsIdentity, {
      threshold: label(thresholds.lifetimeTaka),
    });
  }
  return undefined;
}
