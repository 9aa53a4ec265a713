/**
 * Activity Log of the Account area: the player's own sign-ins, newest first. A sign-in is a login
 * session (only successful logins are kept; failed attempts live in the rate limiter's counters
 * and are not stored per player): when, from which IP and device, and whether it is this one,
 * still signed in, signed out, or expired.
 */
import {
  EXCHANGE_ACCOUNT_PAGE_SIZE,
  type ExchangeActivityLogResponse,
  type SignInActivity,
} from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import type { ActiveSession } from '../../../platform/auth/sessions.js';
import { isoNow } from '../../../platform/db/time.js';
import { pageWindow } from './account-range.js';
import { listSignIns } from './queries.js';

export async function accountActivityLog(
  context: AppContext,
  caller: ActiveSession,
  page: number,
): Promise<ExchangeActivityLogResponse> {
  const { rows, total } = await listSignIns(context.db, caller.userId, pageWindow(page));
  // The exchange is reached with a token issued under the login session: either names it.
  const currentId = caller.parentSessionId ?? caller.sessionId;
  const now = isoNow();
  const data = rows.map((row): SignInActivity => {
    const status =
      row.revoked_at !== null
        ? 'signed_out'
        : row.expires_at <= now
          ? 'expired'
          : row.id === currentId
            ? 'current'
            : 'active';
    return {
      id: row.id,
      signed_in_at: row.created_at,
      ip: row.ip,
      user_agent: row.user_agent,
      status,
      ended_at:
        status === 'signed_out' ? row.revoked_at : status === 'expired' ? row.expires_at : null,
    };
  });
  return { data, page, page_size: EXCHANGE_ACCOUNT_PAGE_SIZE, total };
}
