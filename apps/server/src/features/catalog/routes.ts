/** HTTP for the game catalogue: public browsing calls, and the signed-in type list. */
import type { FastifyInstance } from 'fastify';
import { catalogCalls, catalogSuccessMessages } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { requireSession } from '../../platform/auth/require-player.js';
import { registerCall } from '../../platform/http/register-call.js';
import { launchabilityCheck } from '../casino/service.js';
import { getGames, getProviders, getSystems, getTypes } from './service.js';

// The operator's switches must reach players at once, so a browser or proxy asks again each time.
const SHORT_CACHE = 'no-cache';

export async function catalogRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  registerCall(app, catalogCalls.systems, async ({ query }, _request, reply) => {
    void reply.header('cache-control', SHORT_CACHE);
    return { message: catalogSuccessMessages.systems, data: await getSystems(context, query.type) };
  });

  registerCall(app, catalogCalls.providers, async ({ query }, _request, reply) => {
    void reply.header('cache-control', SHORT_CACHE);
    return {
      message: catalogSuccessMessages.providers,
      data: await getProviders(context, query.system),
    };
  });

  registerCall(app, catalogCalls.games, async ({ query }, _request, reply) => {
    void reply.header('cache-control', SHORT_CACHE);
    const games = await getGames(context, {
      type: query.type,
      ...(query.system ? { system: query.system } : {}),
    });
    const canLaunch = await launchabilityCheck(context);
    return {
      message: catalogSuccessMessages.games,
      data: games.map((game) => ({ ...game, coming_soon: !canLaunch(game.platform, game.code) })),
    };
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (player) => {
    requireSession(player, context);
    registerCall(player, catalogCalls.types, async (_input, request) => ({
      message: catalogSuccessMessages.types,
      data: await getTypes(context, request.headers['accept-language']),
    }));
  });
}
