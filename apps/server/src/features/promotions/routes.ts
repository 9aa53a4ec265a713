/**
 * HTTP for promotions: the list and one promotion. The list's bearer is optional: with a live
 * player session each promotion says whether that player may still claim it; a missing or stale
 * token gets the public list. A player on a break gets none.
 */
import type { FastifyInstance } from 'fastify';
import { promotionCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { bearerToken } from '../../platform/auth/require-player.js';
import { findActiveSession } from '../../platform/auth/sessions.js';
import { registerCall } from '../../platform/http/register-call.js';
import { breakOf } from '../safer-gambling/service.js';
import { getPromotion, listPromotions } from './service.js';

export function promotionRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  registerCall(app, promotionCalls.list, async (_input, request) => {
    const token = bearerToken(request);
    const session = token ? await findActiveSession(context.db, token) : undefined;
    const userId = session?.kind === 'player' ? session.userId : undefined;
    // A player on a time-out or self-exclusion is sent no offers (docs/decisions.md).
    if (userId !== undefined && (await breakOf(context.db, userId))) return { data: [] };
    return { data: await listPromotions(context, userId) };
  });
  registerCall(app, promotionCalls.one, async ({ params }) => ({
    data: await getPromotion(context, params.id),
  }));
  return Promise.resolve();
}
