/** The game catalogue's two calls (get-system, then get-provider) for the screens that list providers. */
import type { MockHandler } from './mock-fetch';

interface ProviderRow {
  platform: string;
  name: string;
  icon: string;
}

/** get-system answers the platforms in `systems`; get-provider answers `providers` in that order. */
export function catalogHandlers(
  systems: readonly string[],
  providers: readonly ProviderRow[],
): Record<string, MockHandler> {
  return {
    'GET /api/get-system': {
      body: { message: 'ok', data: systems.map((platform) => ({ platform })) },
    },
    'GET /api/get-provider': { body: { message: 'ok', data: providers } },
  };
}
