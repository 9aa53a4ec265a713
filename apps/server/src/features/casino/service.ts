/**
 * What other features use of the casino: the house provider's wallet (house games bet and pay
 * through it), launch sessions (house game pages play with them), refusals, which catalogued games
 * can launch, and configuring an aggregator.
 */
import { randomBytes } from 'node:crypto';
import { HOUSE_PLATFORM } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import type { ProviderWallet } from './game-provider.js';
import { houseProvider } from './provider-registry.js';
import { upsertConfiguredProvider } from './queries.js';

export { CasinoRefusal, isCasinoRefusal } from './casino-refusal.js';
export type {
  CreditCall,
  DebitCall,
  GameProvider,
  ProviderWallet,
  RollbackCall,
  WalletAnswer,
} from './game-provider.js';
export { resolveLaunchSession, type LaunchSession } from './launch-sessions.js';
export { launchabilityCheck } from './provider-registry.js';
export { casinoTransaction, roundSettlementId } from './wallet.js';
export { settledRoundsByGameAndHour } from './queries.js';

/** The seamless wallet as the built-in house provider plays against it. */
export function houseWallet(context: AppContext): ProviderWallet {
  return houseProvider(context).wallet;
}

export { HOUSE_PLATFORM };

/**
 * Configures (or changes) an aggregator: its launch URL template and the secret both sides sign
 * wallet calls with (a new random one when none is given). Answers the secret.
 */
export async function configureSeamlessProvider(
  context: AppContext,
  provider: { platform: string; launchUrl: string; walletSecret?: string; active?: boolean },
): Promise<string> {
  if (provider.platform === HOUSE_PLATFORM) {
    throw new RangeError('the house provider plays in-process and is not configured');
  }
  const secret = provider.walletSecret ?? randomBytes(32).toString('hex');
  await upsertConfiguredProvider(context.db, {
    platform: provider.platform,
    launch_url: provider.launchUrl,
    wallet_secret: secret,
    status: provider.active === false ? 0 : 1,
    now: isoNow(),
  });
  return secret;
}
