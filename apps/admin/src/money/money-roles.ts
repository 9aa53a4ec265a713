/** Who may decide money, as docs/decisions.md (Operator roles) and the server allow. */
import type { OperatorRole } from '@khela/contract';

/** Owner and finance approve, pay and reject; support reads the queues to answer players. */
export function canDecideMoney(role: OperatorRole | undefined): boolean {
  return role === 'owner' || role === 'finance';
}

/** Payment methods and receiving numbers are finance's (and the owner's). */
export function canManagePaymentMethods(role: OperatorRole | undefined): boolean {
  return role === 'owner' || role === 'finance';
}
