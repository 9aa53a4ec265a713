/**
 * POST /api/game-run ([contract: Screens], [contract: States], [contract: Calls], [contract: Error texts]): the caller's own id, games not blocked by
 * the upline (cs_market), a catalogued game that is switched on, a provider adapter that runs it;
 * then a launch session and the provider's launch URL.
 */
import {
  accountMessages,
  gameRunMessages,
  isGamesBlocked,
  marketBlockMessages,
  sameSitePath,
  type GameRunRequest,
  type GameRunResponse,
  catalogSuccessMessages,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import type { ActiveSession } from '../../platform/auth/sessions.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { findWalletHolder } from '../auth/service.js';
import { findCatalogGame } from '../catalog/service.js';
import { getMarketBlock } from '../market-block/service.js';
import { issueLaunchSession } from './launch-sessions.js';
import { findGameProvider } from './provider-registry.js';
import { breakOf } from '../safer-gambling/service.js';

const gameLaunchedMessage = catalogSuccessMessages.gameLaunched;

/**
 * The lobby a provider may send the player back to: only a path on this site, so a launch can
 * never be turned into a redirect to somewhere else.
 */
export function lobbyPathOf(
  externalUrl: string | undefined,
  publicUrl: string,
): string | undefined {
  if (!externalUrl) return undefined;
  try {
    const site = new URL(publicUrl);
    const target = new URL(externalUrl, site);
    if (target.origin !== site.origin) return undefined;
    // `https://site//evil.example` is this origin, but its path alone names another site.
    return sameSitePath(`${target.pathname}${target.search}`);
  } catch {
    return undefined;
  }
}

export async function runGame(
  context: AppContext,
  session: ActiveSession,
  request: GameRunRequest,
): Promise<GameRunResponse> {
  if (request.userId !== session.userId) {
    throw new DomainError('forbidden', accountMessages.forbidden);
  }
  if (isGamesBlocked(await getMarketBlock(context.db, session.userId))) {
    throw new DomainError('forbidden', marketBlockMessages.body);
  }
  const onBreak = await breakOf(context.db, session.userId);
  if (onBreak) throw onBreak;
  const game = await findCatalogGame(context.db, request.platform, request.gameCode);
  if (!game?.active) throw new DomainError('not_found', gameRunMessages.gameUnavailable);
  const provider = await findGameProvider(context, game.platform);
  if (!provider?.offers(game.code)) {
    throw new DomainError('not_found', gameRunMessages.comingSoon);
  }
  const holder = await findWalletHolder(context.db, session.userId);
  if (!holder?.active) throw new DomainError('unauthenticated', gameRunMessages.notLoggedIn);

  const launchToken = await issueLaunchSession(context.db, {
    userId: holder.id,
    parentSessionId: session.parentSessionId ?? session.sessionId,
    parentExpiresAt: session.expiresAt,
    platform: game.platform,
    gameCode: game.code,
  });
  const url = provider.launchUrl({
    userId: holder.id,
    username: holder.username,
    currency: holder.currency,
    game: { code: game.code, name: game.name, type: game.type },
    launchToken,
    lobbyPath: lobbyPathOf(request.externalURL, context.config.publicUrl),
    isMobile: request.isMobileLogin,
  });
  return { url, message: gameLaunchedMessage };
}
