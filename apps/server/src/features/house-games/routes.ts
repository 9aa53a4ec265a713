/**
 * HTTP for the house game pages, under /api/house, every call with the launch token
 * (docs/architecture.md, House games on the server): the session, fairness, Slots, Mines, the
 * player's bets for verifying, and Crash (state, bet, cash-out, its live stream). The rules are
 * public.
 */
import type { FastifyInstance } from 'fastify';
import {
  crashBetRequestSchema,
  HOUSE_MAX_WIN_MULTIPLIER,
  houseMessages,
  houseStakeLimits,
  minesPickRequestSchema,
  minesStartRequestSchema,
  rotateSeedRequestSchema,
  slotsSpinRequestSchema,
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
import { parseInput } from '../../platform/http/parse-input.js';
import { runIdempotent } from '../../platform/idempotency/idempotency.js';
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
    const scopeOf = (userId: number) => `house:${userId}`;

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
      return runIdempotent(context.db, request, reply, scopeOf(launch.userId), () =>
        spinSlots(context, launch, body.stake),
      );
    });

    house.get('/house/mines', async (request) => currentMines(context, launchOf(request, 'mines')));
    house.post('/house/mines/start', async (request, reply) => {
      const launch = launchOf(request, 'mines');
      const body = parseInput(minesStartRequestSchema, request.body);
      return runIdempotent(context.db, request, reply, scopeOf(launch.userId), () =>
        startMines(context, launch, { stakeTaka: body.stake, mines: body.mines }),
      );
    });
    house.post('/house/mines/pick', async (request) => {
      const body = parseInput(minesPickRequestSchema, request.body);
      return pickMinesTile(context, launchOf(request, 'mines'), body.tile);
    });
    house.post('/house/mines/cashout', async (request) =>
      cashOutMines(context, launchOf(request, 'mines')),
    );

    house.get('/house/crash', async (request) => {
      const launch = launchOf(request, 'crash');
      engine.start();
      return crashState(context, engine, launch);
    });
    house.post('/house/crash/bet', async (request, reply) => {
      const launch = launchOf(request, 'crash');
      engine.start();
      const body = parseInput(crashBetRequestSchema, request.body);
      return runIdempotent(context.db, request, reply, scopeOf(launch.userId), () =>
        placeCrashBet(context, engine, launch, {
          stakeTaka: body.stake,
          autoCashout: body.auto_cashout,
        }),
      );
    });
    house.post('/house/crash/cashout', async (request) =>
      cashOutCrash(context, engine, launchOf(request, 'crash')),
    );
    house.get('/house/crash/rounds/:id', async (request) => {
      launchOf(request, 'crash');
      const { id } = parseInput(idParamsSchema, request.params);
      return crashRound(context, id);
    });
    registerCrashStream(house, context, engine);
  });
}
