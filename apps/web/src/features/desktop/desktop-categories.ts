/**
 * The desktop category pages (public-area §2.1 reading A): each page's name in the menu and the
 * category type code whose providers it lists. Arcade has no code in the spec's game menu; the
 * catalogue names it ARCADE.
 */
import { Cherry, Club, Dices, Fish, Gamepad2, Rocket, Ticket, type LucideIcon } from 'lucide-react';

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

export interface DesktopCategory {
  key: DesktopCategoryKey;
  /** The type code sent to get-system and carried to the games list. */
  type: string;
  icon: LucideIcon;
}

export const desktopCategories: Record<DesktopCategoryKey, DesktopCategory> = {
  casino: { key: 'casino', type: 'LIVE', icon: Dices },
  slot: { key: 'slot', type: 'SLOT', icon: Cherry },
  table: { key: 'table', type: 'TABLE', icon: Club },
  crash: { key: 'crash', type: 'EGAME', icon: Rocket },
  fishing: { key: 'fishing', type: 'FH', icon: Fish },
  arcade: { key: 'arcade', type: 'ARCADE', icon: Gamepad2 },
  lottery: { key: 'lottery', type: 'LOTTO', icon: Ticket },
};

/** The games-list query a provider tile opens: /games?type&system&title (public-area §2.3). */
export interface GamesQuery {
  type: string;
  system: string;
  title: string;
}
