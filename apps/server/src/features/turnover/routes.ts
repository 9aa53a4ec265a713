/** HTTP for turnover: the player's tickets on /turnover-record. */
import type { FastifyInstance } from 'fastify';
import { turnoversRequestSchema, type TurnoversResponse } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { assertOwnRemoteId } from '../auth/service.js';
import { listTurnovers } from './service.js';

export function turnoverRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireSession(app, context);
  app.get('/turnovers', async (request): Promise<TurnoversResponse> => {
    const caller = callerOf(request);
    assertOwnRemoteId(caller, parseInput(turnoversRequestSchema, request.query).remote_id);
    return { success: true, turnover: await listTurnovers(context.db, caller.userId) };
  });
  return Promise.resolve();
}
