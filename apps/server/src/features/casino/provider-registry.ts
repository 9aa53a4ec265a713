/**
 * Which game providers can launch games: the built-in house provider (always), and each
 * aggregator configured in `casino_providers` (a launch URL template and the wallet secret it
 * signs its callbacks with). A catalogued provider with neither is "coming soon".
 */
import {
  HOUSE_GAME_PAGE_PREFIX,
  HOUSE_LAUNCH_TOKEN_FRAGMENT,
  HOUSE_PLATFORM,
} from '@khela/contract';
import { HOUSE_GAMES } from '@khela/house-games';
import type { AppContext } from '../../platform/app-context.js';
import type { GameProvider, LaunchRequest } from './game-provider.js';
import { findConfiguredProvider, listConfiguredPlatforms } from './queries.js';
import type { CasinoProviderRow } from './tables.js';
import { createProviderWallet } from './wallet.js';

const houseGameCodes: ReadonlySet<string> = new Set(HOUSE_GAMES);

const houseProviders = new WeakMap<AppContext, GameProvider>();

/** The house provider of this app, made once (every house play asks for its wallet). */
export function houseProvider(context: AppContext): GameProvider {
  let provider = houseProviders.get(context);
  if (!provider) {
    provider = makeHouseProvider(context);
    houseProviders.set(context, provider);
  }
  return provider;
}

function makeHouseProvider(context: AppContext): GameProvider {
  return {
    platform: HOUSE_PLATFORM,
    offers: (gameCode) => houseGameCodes.has(gameCode),
    launchUrl(request: LaunchRequest) {
      const query = request.lobbyPath ? `?lobby=${encodeURIComponent(request.lobbyPath)}` : '';
      const token = encodeURIComponent(request.launchToken);
      return `${HOUSE_GAME_PAGE_PREFIX}/${encodeURIComponent(request.game.code)}${query}#${HOUSE_LAUNCH_TOKEN_FRAGMENT}=${token}`;
    },
    wallet: createProviderWallet(context, HOUSE_PLATFORM),
  };
}

/** Fills an aggregator's launch URL template; every value is URL-encoded. */
export function fillLaunchTemplate(template: string, request: LaunchRequest): string {
  const values: Record<string, string> = {
    token: request.launchToken,
    game: request.game.code,
    user: String(request.userId),
    currency: request.currency,
    lobby: request.lobbyPath ?? '',
    mobile: request.isMobile ? '1' : '0',
  };
  return template.replace(/\{(token|game|user|currency|lobby|mobile)\}/g, (_match, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}

function seamlessProvider(context: AppContext, row: CasinoProviderRow): GameProvider {
  return {
    platform: row.platform,
    // The aggregator owns its game list; whatever the catalogue lists under it can launch.
    offers: () => true,
    launchUrl: (request) => fillLaunchTemplate(row.launch_url, request),
    wallet: createProviderWallet(context, row.platform),
  };
}

export async function findGameProvider(
  context: AppContext,
  platform: string,
): Promise<GameProvider | undefined> {
  if (platform === HOUSE_PLATFORM) return houseProvider(context);
  const row = await findConfiguredProvider(context.db, platform);
  return row ? seamlessProvider(context, row) : undefined;
}

/**
 * An aggregator's wallet callback needs both its provider and its secret: one read for both
 * (undefined for the house provider, which is never called over HTTP, or an unknown one).
 */
export async function findCallingProvider(
  context: AppContext,
  platform: string,
): Promise<{ provider: GameProvider; secret: string } | undefined> {
  if (platform === HOUSE_PLATFORM) return undefined;
  const row = await findConfiguredProvider(context.db, platform);
  return row ? { provider: seamlessProvider(context, row), secret: row.wallet_secret } : undefined;
}

/** Answers whether a catalogued game can launch now; reads the configured providers once. */
export async function launchabilityCheck(
  context: AppContext,
): Promise<(platform: string, gameCode: string) => boolean> {
  const configured = new Set(await listConfiguredPlatforms(context.db));
  return (platform, gameCode) =>
    platform === HOUSE_PLATFORM ? houseGameCodes.has(gameCode) : configured.has(platform);
}
