/** What each role may do on a player, as docs/decisions.md (Operator roles) and the server allow. */
import type { OperatorRole } from '@khela/contract';

export function canAdjust(role: OperatorRole | undefined): boolean {
  return role === 'owner' || role === 'finance';
}

export function canRevokeOrBlock(role: OperatorRole | undefined): boolean {
  return role === 'owner' || role === 'support';
}

export function canMessage(role: OperatorRole | undefined): boolean {
  return role === 'owner' || role === 'support';
}
