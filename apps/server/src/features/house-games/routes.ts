/**
 * HTTP for the house game pages, under /api/house, every call with the launch token
 * (features/house-games/README.md): the session, fairness, Slots, Mines, the
 * player's bets for verifying, and Crash (state, bet, cash-out, its live stream). The rules are
 * public.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  crashBetRequestSchema,
  HOUSE_MAX_WIN_MULTIPLIER,
  houseMessages,
  houseStakeLimits,
  minesPickRequestSchema,
  minesStartRequestSchema,
  rotateSeedRequestSchema,
  slotsSpinRequestSchema,
  type HousePlayResponse,
  type CrashBetResponse,
} from '@khela/contract';
import {
  CRASH_RULES,
  FAIRNESS_RULES,
  HOUSE_GAME_RTP,
  MINES_RULES,
  SLOTS_RULES,
} from '@khela/house-games';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import type { CallTransaction } from '../../platform/db/call-transaction.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { runIdempotentTransaction } from '../../platform/idempotency/idempotency.js';
import { casinoTransaction, type LaunchSession } from '../casino/service.js';
import { crashEngineOf } from './crash-engine.js';
import { cashOutCrash, crashState, placeCrashBet } from './crash-play.js';
import { registerCrashStream } from './crash-stream.js';
import { launchOf, requireLaunchSession } from './launch-guard.js';
import { cashOutMines, currentMines, pickMinesTile, startMines } from './mines-play.js';
import {
  crashRound,
  fairness,
  houseSession,
  listBets,
  oneBet,
  rotateFairSeeds,
} from './service.js';
import { spinSlots } from './slots-play.js';

const idParamsSchema = z.object({
  id: z.coerce.number({ error: houseMessages.betNotFound }).int().positive(),
});

export async function houseGameRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const engine = crashEngineOf(context, (error) =>
    app.log.error({ err: error }, 'crash engine tick failed'),
  );
  app.addHook('onClose', () => engine.stop());

  app.get('/house/rules', async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    return {
      rtp: HOUSE_GAME_RTP,
      max_win_multiplier: HOUSE_MAX_WIN_MULTIPLIER,
      stake_limits: houseStakeLimits,
      crash: CRASH_RULES,
      slots: SLOTS_RULES,
      mines: MINES_RULES,
      fairness: FAIRNESS_RULES,
    };
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (house) => {
    requireLaunchSession(house, context);
    /**
     * A play once per Idempotency-Key of its player, in the casino's transaction. Every check of
     * a Slots or Mines play runs in its transaction, after the key's claim (see
     * runIdempotentTransaction): a finished key is answered there. Crash keeps the read first:
     * it announces a bet or a cash-out after the call, which a retry's answer must not repeat.
     */
    const play = <T>(
      request: FastifyRequest,
      reply: FastifyReply,
      launch: LaunchSession,
      run: (transaction: CallTransaction<T>) => Promise<T>,
    ) =>
      runIdempotentTransaction<T>(
        context.db,
        request,
        reply,
        `house:${launch.userId}`,
        run,
        casinoTransaction(context, launch.userId),
        { checksInTransaction: launch.gameCode !== 'crash' },
      );

    house.get('/house/session', async (request) => houseSession(context, launchOf(request)));
    house.get('/house/fairness', async (request) => fairness(context, launchOf(request)));
    house.post('/house/fairness/rotate', async (request) => {
      const body = parseInput(rotateSeedRequestSchema, request.body ?? {});
      return rotateFairSeeds(context, launchOf(request), body.client_seed);
    });

    house.get('/house/bets', async (request) => listBets(context, launchOf(request)));
    house.get('/house/bets/:id', async (request) => {
      const { id } = parseInput(idParamsSchema, request.params);
      return oneBet(context, launchOf(request), id);
    });

    house.post('/house/slots/spin', async (request, reply) => {
      const launch = launchOf(request, 'slots');
      const body = parseInput(slotsSpinRequestSchema, request.body);
      return play<HousePlayResponse>(request, reply, launch, (transaction) =>
        spinSlots(context, launch, body.stake, transaction),
      );
    });

    house.get('/house/mines', async (request) => currentMines(context, launchOf(request, 'mines')));
    house.post('/house/mines/start', async (request, reply) => {
      const launch = launchOf(request, 'mines');
      const body = parseInput(minesStartRequestSchema, request.body);
      return play<HousePlayResponse>(request, reply, launch, (transaction) =>
        startMines(context, launch, { stakeTaka: body.stake, mines: body.mines }, transaction),
      );
    });
    // A pick or a cash-out sent again with its key after a lost answer gets that answer, where
    // running it again would be refused (a tile taken, the game over).
    house.post('/house/mines/pick', async (request, reply) => {
      const launch = launchOf(request, 'mines');
      const body = parseInput(minesPickRequestSchema, request.body);
      return play<HousePlayResponse>(request, reply, launch, (transaction) =>
        pickMinesTile(context, launch, body.tile, transaction),
      );
    });
    house.post('/house/mines/cashout', async (request, reply) => {
      const launch = launchOf(request, 'mines');
      return play<HousePlayResponse>(request, reply, launch, (transaction) =>
        cashOutMines(context, launch, transaction),
      );
    });

    house.get('/house/crash', async (request) => {
      const launch = launchOf(request, 'crash');
      engine.start();
      return crashState(context, engine, launch);
    });
    house.post('/house/crash/bet', async (request, reply) => {
      const launch = launchOf(request, 'crash');
      engine.start();
      const body = parseInput(crashBetRequestSchema, request.body);
      return play<CrashBetResponse>(request, reply, launch, (transaction) =>
        placeCrashBet(
          context,
          engine,
          launch,
          { stakeTaka: body.stake, autoCashout: body.auto_cashout },
          transaction,
        ),
      );
    });
    house.post('/house/crash/cashout', async (request, reply) => {
      const launch = launchOf(request, 'crash');
      return play<CrashBetResponse>(request, reply, launch, (transaction) =>
        cashOutCrash(context, engine, launch, transaction),
      );
    });
    house.get('/house/crash/rounds/:id', async (request) => {
      launchOf(request, 'crash');
      const { id } = parseInput(idParamsSchema, request.params);
      return crashRound(context, id);
    });
    registerCrashStream(house, context, engine);
  });
}
