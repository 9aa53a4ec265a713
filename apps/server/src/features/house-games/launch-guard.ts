/**
 * The house game pages' guard: every /api/house call carries the launch token from the page's
 * address (`Authorization: Bearer <launch token>`). It must be a live launch of a house game; the
 * player's own sign-in token is refused here, as a launch token is everywhere else.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { casinoMessages, HOUSE_PLATFORM, houseMessages } from '@khela/contract';
import type { HouseGame } from '@khela/house-games';
import type { AppContext } from '../../platform/app-context.js';
import { bearerToken } from '../../platform/auth/require-player.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { resolveLaunchSession, type LaunchSession } from '../casino/service.js';

const launchSessions = new WeakMap<FastifyRequest, LaunchSession>();

export function requireLaunchSession(scope: FastifyInstance, context: AppContext): void {
  scope.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    const session = token ? await resolveLaunchSession(context.db, token) : undefined;
    if (session?.platform !== HOUSE_PLATFORM) {
      throw new DomainError('unauthenticated', casinoMessages.sessionExpired);
    }
    launchSessions.set(request, session);
  });
}

/** The launch behind the request; only valid inside a requireLaunchSession scope. */
export function launchOf(request: FastifyRequest, game?: HouseGame): LaunchSession {
  const session = launchSessions.get(request);
  if (!session) throw new Error('route is not inside a requireLaunchSession scope');
  if (game !== undefined && session.gameCode !== game) {
    throw new DomainError('forbidden', houseMessages.wrongGame);
  }
  return session;
}

/**
 * The scope's calls belong to one game: a launch of another is refused (403) once the body has
 * arrived and before it is parsed, so a wrong page never learns which of its fields were bad.
 */
export function requireLaunchedGame(scope: FastifyInstance, game: HouseGame): void {
  scope.addHook('preHandler', async (request) => {
    launchOf(request, game);
    return Promise.resolve();
  });
}
