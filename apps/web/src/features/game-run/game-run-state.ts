/**
 * What /gamerun reads from its navigation state ([contract: Screens]): the frame address and where
 * the launch came from. The state survives a reload (it lives in the history entry) but may be
 * missing or damaged, so it is checked rather than trusted.
 */
import type { GameRunState } from '../../shared/catalog/run-game';
import { paths } from '../../shared/routing/paths';

const optionalText = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Only web pages may fill the frame; anything else (a javascript: address) is refused. */
export function frameAddress(url: unknown, origin: string): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export function readGameRunState(state: unknown, origin: string): GameRunState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const fields = state as Partial<
    Record<'url' | 'platform' | 'type' | 'system' | 'title', unknown>
  >;
  const url = frameAddress(fields.url, origin);
  if (!url) return undefined;
  return {
    url,
    platform: optionalText(fields.platform),
    type: optionalText(fields.type),
    system: optionalText(fields.system),
    title: optionalText(fields.title),
  };
}

/**
 * Close returns to the games list with the same type, system and title, or home when no games list
 * was the origin. A sports entry's launch names type SPORTS, which has no games list of its own, so
 * it returns home too.
 */
export function gameRunReturnHref(
  origin: Pick<GameRunState, 'type' | 'system' | 'title'> | undefined,
): string {
  if (!origin?.type || origin.type === 'SPORTS') return paths.home.getHref();
  return paths.games.getHref({
    type: origin.type,
    ...(origin.system ? { system: origin.system } : {}),
    ...(origin.title ? { title: origin.title } : {}),
  });
}
