/**
 * Session expiry ([contract: States]): a 401 on the periodic balance call clears all of local storage
 * and forgets every cached answer about the player. The caller then goes to /.
 */
import type { QueryClient } from '@tanstack/react-query';
import { isUnauthenticated } from '../api-client';
import { memberQueryKey } from './get-balance';
import { expireSession } from './session-store';

/** Ends the session when `error` is a 401; returns whether it did. */
export function endSessionOnUnauthenticated(error: unknown, queryClient: QueryClient): boolean {
  if (!isUnauthenticated(error)) return false;
  expireSession();
  queryClient.removeQueries({ queryKey: memberQueryKey });
  return true;
}
