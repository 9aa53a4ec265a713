/**
 * The back office's calls under /admin-api: the dashboard (owner, finance), player look-ups
 * (owner, finance, support), session and market-block changes (owner, support) and balance
 * adjustments (owner, finance). docs/decisions.md (Operator roles) lists them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adjustmentRequestSchema,
  backofficeMessages,
  playerLedgerQuerySchema,
  playerParamsSchema,
  playerSearchQuerySchema,
  playerSessionParamsSchema,
  setMarketBlockRequestSchema,
  type AdjustmentResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { runIdempotentTransaction } from '../../platform/idempotency/idempotency.js';
import { operatorOf, requireOperator } from '../operators/service.js';
import { adjustBalance } from './adjustments.js';
import { dashboard } from './dashboard.js';
import {
  revokeAllPlayerSessions,
  revokePlayerSession,
  setPlayerMarketBlock,
} from './player-actions.js';
import { playerDetail, playerLedger, searchPlayerList } from './player-views.js';

function metaOf(request: FastifyRequest) {
  return { operator: operatorOf(request), ip: request.ip };
}

export async function backofficeAdminRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (money) => {
    requireOperator(money, context.db, ['owner', 'finance']);

    money.get('/dashboard', async () => dashboard(context));

    money.post('/players/:id/adjustments', async (request, reply) => {
      const { id } = parseInput(playerParamsSchema, request.params);
      const body = parseInput(adjustmentRequestSchema, request.body);
      const header = request.headers['idempotency-key'];
      const idempotencyKey = Array.isArray(header) ? header[0] : header;
      if (idempotencyKey === undefined || idempotencyKey.trim() === '') {
        throw validationError({ idempotency_key: [backofficeMessages.idempotencyKeyRequired] });
      }
      const meta = metaOf(request);
      // runIdempotentTransaction checks the key's form and replays a finished answer; the ledger
      // key made from it is the second guard, should the stored answer be lost.
      return runIdempotentTransaction<AdjustmentResponse>(
        context.db,
        request,
        reply,
        `operator:${meta.operator.operatorId}`,
        (transaction) => adjustBalance(context, id, body, { ...meta, idempotencyKey }, transaction),
      );
    });
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (lookUps) => {
    requireOperator(lookUps, context.db, ['owner', 'finance', 'support']);

    lookUps.get('/players', async (request) =>
      searchPlayerList(context, parseInput(playerSearchQuerySchema, request.query)),
    );

    lookUps.get('/players/:id', async (request) => {
      const { id } = parseInput(playerParamsSchema, request.params);
      return playerDetail(context, id);
    });

    lookUps.get('/players/:id/ledger', async (request) => {
      const { id } = parseInput(playerParamsSchema, request.params);
      const { page } = parseInput(playerLedgerQuerySchema, request.query);
      return playerLedger(context, id, page);
    });
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (support) => {
    requireOperator(support, context.db, ['owner', 'support']);

    support.post('/players/:id/sessions/revoke-all', async (request) => {
      const { id } = parseInput(playerParamsSchema, request.params);
      return revokeAllPlayerSessions(context, id, metaOf(request));
    });

    support.post('/players/:id/sessions/:sessionId/revoke', async (request) => {
      const { id, sessionId } = parseInput(playerSessionParamsSchema, request.params);
      return revokePlayerSession(context, id, sessionId, metaOf(request));
    });

    support.post('/players/:id/market-block', async (request) => {
      const { id } = parseInput(playerParamsSchema, request.params);
      const body = parseInput(setMarketBlockRequestSchema, request.body);
      return setPlayerMarketBlock(context, id, body, metaOf(request));
    });
  });
}
