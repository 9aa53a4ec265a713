/**
 * The back office's calls under /admin-api: the dashboard (owner, finance), player look-ups
 * (owner, finance, support), session and market-block changes (owner, support) and balance
 * adjustments (owner, finance). docs/decisions.md (Operator roles) lists them.
 */
import type { FastifyInstance } from 'fastify';
import { backofficeAdminCalls, backofficeMessages, type AdjustmentResponse } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { registerCall } from '../../platform/http/register-call.js';
import { runIdempotentTransaction } from '../../platform/idempotency/idempotency.js';
import { auditMetaOf, requireOperator } from '../operators/service.js';
import { adjustBalance } from './adjustments.js';
import { dashboard } from './dashboard.js';
import {
  revokeAllPlayerSessions,
  revokePlayerSession,
  setPlayerMarketBlock,
} from './player-actions.js';
import { playerDetail, playerLedger, searchPlayerList } from './player-views.js';

export async function backofficeAdminRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (money) => {
    requireOperator(money, context.db, ['owner', 'finance']);

    registerCall(money, backofficeAdminCalls.dashboard, async () => dashboard(context));

    registerCall(
      money,
      backofficeAdminCalls.adjustBalance,
      async ({ params, body }, request, reply) => {
        const { id } = params;
        const header = request.headers['idempotency-key'];
        const idempotencyKey = Array.isArray(header) ? header[0] : header;
        if (idempotencyKey === undefined || idempotencyKey.trim() === '') {
          throw validationError({ idempotency_key: [backofficeMessages.idempotencyKeyRequired] });
        }
        const meta = auditMetaOf(request);
        // runIdempotentTransaction checks the key's form and replays a finished answer; the ledger
        // key made from it is the second guard, should the stored answer be lost.
        return runIdempotentTransaction<AdjustmentResponse>(
          context.db,
          request,
          reply,
          `operator:${meta.operator.operatorId}`,
          (transaction) =>
            adjustBalance(context, id, body, { ...meta, idempotencyKey }, transaction),
        );
      },
    );
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (lookUps) => {
    requireOperator(lookUps, context.db, ['owner', 'finance', 'support']);

    registerCall(lookUps, backofficeAdminCalls.searchPlayers, async ({ query }) =>
      searchPlayerList(context, query),
    );

    registerCall(lookUps, backofficeAdminCalls.player, async ({ params }) =>
      playerDetail(context, params.id),
    );

    registerCall(lookUps, backofficeAdminCalls.playerLedger, async ({ params, query }) =>
      playerLedger(context, params.id, query.page),
    );
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (support) => {
    requireOperator(support, context.db, ['owner', 'support']);

    registerCall(support, backofficeAdminCalls.revokeAllSessions, async ({ params }, request) =>
      revokeAllPlayerSessions(context, params.id, auditMetaOf(request)),
    );

    registerCall(support, backofficeAdminCalls.revokeSession, async ({ params }, request) =>
      revokePlayerSession(context, params.id, params.sessionId, auditMetaOf(request)),
    );

    registerCall(support, backofficeAdminCalls.setMarketBlock, async ({ params, body }, request) =>
      setPlayerMarketBlock(context, params.id, body, auditMetaOf(request)),
    );
  });
}
