/**
 * Where a Favourites or Featured Games item leads ([contract: Screens], [contract: States]). A visitor goes to /login.
 * For a member a link "{platform}-{game type}" on either slider (the catalogue's favourite and
 * featured games are written so, as the seeded tiles are) opens that platform's games; any other
 * link is followed when it leads somewhere served, and an item without one stays a picture.
 */
import { splitFeaturedGameLink, type SliderItem } from '@khela/contract';
import type { HomeLinks } from '../home-links';
import { paths } from '../../../shared/routing/paths';

export type SliderItemTarget =
  | { kind: 'login'; href: string }
  | { kind: 'games'; href: string }
  | { kind: 'link'; href: string; isExternal: boolean }
  | { kind: 'none' };

export function sliderItemTarget(
  item: Pick<SliderItem, 'link' | 'name' | 'slider_type'>,
  isMember: boolean,
  links: Pick<HomeLinks, 'resolveLink'>,
): SliderItemTarget {
  if (!isMember) return { kind: 'login', href: paths.login.getHref() };
  const link = item.link.trim();
  const isAddress = /^(https?:\/\/|\/)/i.test(link);
  if (item.slider_type !== 'Main' && link && !isAddress) {
    const { platform, gameType } = splitFeaturedGameLink(link);
    if (platform.trim() && gameType.trim()) {
      return {
        kind: 'games',
        href: paths.games.getHref({
          type: gameType.trim(),
          system: platform.trim(),
          title: item.name,
        }),
      };
    }
  }
  const href = link ? links.resolveLink(link) : undefined;
  if (href) return { kind: 'link', href, isExternal: /^https?:\/\//i.test(href) };
  return { kind: 'none' };
}
