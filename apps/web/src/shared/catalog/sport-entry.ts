/**
 * What a SPORTS entry does ([contract: Screens]): follow its link, or launch the game its code,
 * platform and type name. A link to a screen that is not served yet leaves the entry unavailable.
 */
import type { SportEntry } from '@khela/contract';
import type { LaunchableGame } from './run-game';

export type SportEntryTarget =
  | { kind: 'link'; href: string; isExternal: boolean }
  | { kind: 'launch'; game: LaunchableGame }
  | { kind: 'unavailable' };

export function sportEntryTarget(
  entry: SportEntry,
  resolveLink: (link: string) => string | undefined,
): SportEntryTarget {
  const link = entry.link?.trim();
  if (link) {
    const href = resolveLink(link);
    return href
      ? { kind: 'link', href, isExternal: /^https?:\/\//i.test(href) }
      : { kind: 'unavailable' };
  }
  if (entry.code && entry.platform && entry.type) {
    return {
      kind: 'launch',
      game: { code: entry.code, name: entry.name, platform: entry.platform, type: entry.type },
    };
  }
  return { kind: 'unavailable' };
}
