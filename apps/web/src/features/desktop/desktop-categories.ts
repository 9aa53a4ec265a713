/**
 * The desktop category pages ([contract: Screens] reading A): each page's name in the menu and the
 * category type code whose providers it lists. Arcade has no code in the spec's game menu; the
 * catalogue names it ARCADE.
 */
import type { GameCategoryType } from '../../shared/catalog/get-catalog';

export const desktopCategoryKeys = [
  'casino',
  'slot',
  'table',
  'crash',
  'fishing',
  'arcade',
  'lottery',
] as const;
export type DesktopCategoryKey = (typeof desktopCategoryKeys)[number];

/** The type code each page sends to get-system and carries to the games list. */
export const desktopCategoryTypes: Record<DesktopCategoryKey, GameCategoryType> = {
  casino: 'LIVE',
  slot: 'SLOT',
  table: 'TABLE',
  crash: 'EGAME',
  fishing: 'FH',
  arcade: 'ARCADE',
  lottery: 'LOTTO',
};

/** The games-list query a provider tile opens: /games?type&system&title ([contract: Screens]). */
export interface GamesQuery {
  type: string;
  system: string;
  title: string;
}
