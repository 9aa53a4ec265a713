/** HTTP for turnover: the player's tickets on /turnover-record. */
import type { FastifyInstance } from 'fastify';
import { walletListCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { registerCall } from '../../platform/http/register-call.js';
import { assertOwnRemoteId } from '../auth/service.js';
import { listTurnovers } from './service.js';

export function turnoverRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireSession(app, context);
  registerCall(app, walletListCalls.turnovers, async ({ query }, request) => {
    const caller = callerOf(request);
    assertOwnRemoteId(caller, query.remote_id);
    return { success: true, turnover: await listTurnovers(context.db, caller.userId) };
  });
  return Promise.resolve();
}
