/**
 * HTTP for the house game pages, under /api/house, every call with the launch token
 * (features/house-games/README.md): the session, fairness, Slots, Mines, Jacks or Better, Hi-Lo,
 * the instant games, the player's bets for verifying, and Crash (state, bet, cash-out, its live
 * stream). The rules are public.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  houseCalls,
  type HousePlayResponse,
  type InstantGame,
  type SteppedGame,
} from '@khela/contract';
import { HOUSE_RULES_ANSWER, type FairSeeds } from '@khela/house-games';
import type { AppContext } from '../../platform/app-context.js';
import type { CallTransaction } from '../../platform/db/call-transaction.js';
import { registerCall } from '../../platform/http/register-call.js';
import { runIdempotentTransaction } from '../../platform/idempotency/idempotency.js';
import { casinoTransaction, type LaunchSession } from '../casino/service.js';
import { crashEngineOf } from './crash-engine.js';
import { cashOutCrash, crashState, placeCrashBet } from './crash-play.js';
import { registerCrashStream } from './crash-stream.js';
import { launchOf, requireLaunchedGame, requireLaunchSession } from './launch-guard.js';
import { cashOutMines, currentMines, pickMinesTile, startMines } from './mines-play.js';
import {
  crashRound,
  fairness,
  houseSession,
  listBets,
  oneBet,
  rotateFairSeeds,
} from './service.js';
import { playInstantRound } from './instant-play.js';
import { spinSlots } from './slots-play.js';
import {
  roundInPlay,
  startSteppedRound,
  stepRound,
  type RoundOpening,
  type RoundStep,
} from './stepped-round.js';
import { videoPokerDrawStep, videoPokerOpening } from './video-poker-play.js';
import { hiloCashoutStep, hiloGuessStep, hiloOpening } from './hilo-play.js';
import { blackjackActStep, blackjackOpening } from './blackjack-play.js';
import { buyLotteryTicket, lotteryState } from './lottery-play.js';
import { drawDueLotteryDraws } from './lottery-draws.js';
import { repeatWhileUp } from '../../platform/schedule/repeat-while-up.js';

const LOTTERY_DRAW_PASS_MS = 1000;

export async function houseGameRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const engine = crashEngineOf(context, (error) =>
    app.log.error({ err: error }, 'crash engine tick failed'),
  );
  app.addHook('onClose', () => engine.stop());
  // The lottery's draws are drawn when their sales close, whoever is looking.
  repeatWhileUp(
    app,
    LOTTERY_DRAW_PASS_MS,
    () => drawDueLotteryDraws(context, Date.now()),
    (error) => app.log.error({ err: error }, 'lottery draw pass failed'),
  );

  registerCall(app, houseCalls.rules, async (_input, _request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    return HOUSE_RULES_ANSWER;
  });

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

    registerCall(house, houseCalls.session, async (_input, request) =>
      houseSession(context, launchOf(request)),
    );
    registerCall(house, houseCalls.fairness, async (_input, request) =>
      fairness(context, launchOf(request)),
    );
    registerCall(house, houseCalls.rotateSeeds, async ({ body }, request) =>
      rotateFairSeeds(context, launchOf(request), body.client_seed),
    );

    registerCall(house, houseCalls.bets, async (_input, request) =>
      listBets(context, launchOf(request)),
    );
    registerCall(house, houseCalls.bet, async ({ params }, request) =>
      oneBet(context, launchOf(request), params.id),
    );

    await house.register((slots) => {
      requireLaunchedGame(slots, 'slots');
      registerCall(slots, houseCalls.slotsSpin, async ({ body }, request, reply) => {
        const launch = launchOf(request);
        return play(request, reply, launch, (transaction) =>
          spinSlots(context, launch, body.stake, transaction),
        );
      });
      return Promise.resolve();
    });

    await house.register((mines) => {
      requireLaunchedGame(mines, 'mines');
      registerCall(mines, houseCalls.mines, async (_input, request) =>
        currentMines(context, launchOf(request)),
      );
      registerCall(mines, houseCalls.minesStart, async ({ body }, request, reply) => {
        const launch = launchOf(request);
        return play(request, reply, launch, (transaction) =>
          startMines(context, launch, { stakeTaka: body.stake, mines: body.mines }, transaction),
        );
      });
      // A pick or a cash-out sent again with its key after a lost answer gets that answer, where
      // running it again would be refused (a tile taken, the game over).
      registerCall(mines, houseCalls.minesPick, async ({ body }, request, reply) => {
        const launch = launchOf(request);
        return play(request, reply, launch, (transaction) =>
          pickMinesTile(context, launch, body.tile, transaction),
        );
      });
      registerCall(mines, houseCalls.minesCashout, async (_input, request, reply) => {
        const launch = launchOf(request);
        return play(request, reply, launch, (transaction) =>
          cashOutMines(context, launch, transaction),
        );
      });
      return Promise.resolve();
    });

    // The stepped games: as Mines, a step sent again with its key gets its first answer.
    const startRound = (
      request: FastifyRequest,
      reply: FastifyReply,
      game: SteppedGame,
      stakeTaka: number,
      opening: (seeds: FairSeeds, stakePaisa: number) => RoundOpening,
    ) => {
      const launch = launchOf(request);
      return play(request, reply, launch, (transaction: CallTransaction<HousePlayResponse>) =>
        startSteppedRound(context, launch, game, stakeTaka, opening, transaction),
      );
    };
    const takeStep = (
      request: FastifyRequest,
      reply: FastifyReply,
      game: SteppedGame,
      step: RoundStep,
    ) => {
      const launch = launchOf(request);
      return play(request, reply, launch, (transaction: CallTransaction<HousePlayResponse>) =>
        stepRound(context, launch, game, step, transaction),
      );
    };

    await house.register((poker) => {
      requireLaunchedGame(poker, 'jacks-or-better');
      registerCall(poker, houseCalls.jacksOrBetter, async (_input, request) =>
        roundInPlay(context, launchOf(request), 'jacks-or-better'),
      );
      registerCall(poker, houseCalls.jacksOrBetterDeal, async ({ body }, request, reply) =>
        startRound(request, reply, 'jacks-or-better', body.stake, videoPokerOpening),
      );
      registerCall(poker, houseCalls.jacksOrBetterDraw, async ({ body }, request, reply) =>
        takeStep(request, reply, 'jacks-or-better', videoPokerDrawStep(body.held)),
      );
      return Promise.resolve();
    });

    await house.register((hilo) => {
      requireLaunchedGame(hilo, 'hilo');
      registerCall(hilo, houseCalls.hilo, async (_input, request) =>
        roundInPlay(context, launchOf(request), 'hilo'),
      );
      registerCall(hilo, houseCalls.hiloStart, async ({ body }, request, reply) =>
        startRound(request, reply, 'hilo', body.stake, hiloOpening),
      );
      registerCall(hilo, houseCalls.hiloGuess, async ({ body }, request, reply) =>
        takeStep(request, reply, 'hilo', hiloGuessStep(body.guess)),
      );
      registerCall(hilo, houseCalls.hiloCashout, async (_input, request, reply) =>
        takeStep(request, reply, 'hilo', hiloCashoutStep),
      );
      return Promise.resolve();
    });

    await house.register((blackjack) => {
      requireLaunchedGame(blackjack, 'blackjack');
      registerCall(blackjack, houseCalls.blackjack, async (_input, request) =>
        roundInPlay(context, launchOf(request), 'blackjack'),
      );
      registerCall(blackjack, houseCalls.blackjackDeal, async ({ body }, request, reply) =>
        startRound(request, reply, 'blackjack', body.stake, blackjackOpening),
      );
      registerCall(blackjack, houseCalls.blackjackAct, async ({ body }, request, reply) =>
        takeStep(request, reply, 'blackjack', blackjackActStep(body.action)),
      );
      return Promise.resolve();
    });

    await house.register((lottery) => {
      requireLaunchedGame(lottery, 'lottery');
      registerCall(lottery, houseCalls.lottery, async (_input, request) =>
        lotteryState(context, launchOf(request)),
      );
      registerCall(lottery, houseCalls.lotteryBuy, async ({ body }, request, reply) => {
        const launch = launchOf(request);
        return play(request, reply, launch, (transaction) =>
          buyLotteryTicket(context, launch, body.picks, transaction),
        );
      });
      return Promise.resolve();
    });

    // The instant games: one call plays one whole round. The body's stake and choice were parsed
    // by the call's schema; the game checks the choice as a whole.
    const instantCalls = {
      dice: houseCalls.dicePlay,
      limbo: houseCalls.limboPlay,
      wheel: houseCalls.wheelPlay,
      plinko: houseCalls.plinkoPlay,
      keno: houseCalls.kenoPlay,
      roulette: houseCalls.roulettePlay,
      'dragon-tiger': houseCalls.dragonTigerPlay,
      fishing: houseCalls.fishingPlay,
      'seven-up-down': houseCalls.sevenUpDownPlay,
      baccarat: houseCalls.baccaratPlay,
      'andar-bahar': houseCalls.andarBaharPlay,
      'teen-patti': houseCalls.teenPattiPlay,
    } as const;
    for (const game of Object.keys(instantCalls) as InstantGame[]) {
      await house.register((scope) => {
        requireLaunchedGame(scope, game);
        registerCall(scope, instantCalls[game], async ({ body }, request, reply) => {
          const launch = launchOf(request);
          const { stake, ...choice } = body;
          return play(request, reply, launch, (transaction) =>
            playInstantRound(context, launch, game, { stakeTaka: stake, choice }, transaction),
          );
        });
        return Promise.resolve();
      });
    }

    await house.register((crash) => {
      requireLaunchedGame(crash, 'crash');
      registerCall(crash, houseCalls.crash, async (_input, request) => {
        engine.start();
        return crashState(context, engine, launchOf(request));
      });
      registerCall(crash, houseCalls.crashBet, async ({ body }, request, reply) => {
        const launch = launchOf(request);
        engine.start();
        return play(request, reply, launch, (transaction) =>
          placeCrashBet(
            context,
            engine,
            launch,
            { stakeTaka: body.stake, autoCashout: body.auto_cashout },
            transaction,
          ),
        );
      });
      registerCall(crash, houseCalls.crashCashout, async (_input, request, reply) => {
        const launch = launchOf(request);
        return play(request, reply, launch, (transaction) =>
          cashOutCrash(context, engine, launch, transaction),
        );
      });
      registerCall(crash, houseCalls.crashRound, async ({ params }) =>
        crashRound(context, params.id),
      );
      return Promise.resolve();
    });
    registerCrashStream(house, context, engine);
  });
}
