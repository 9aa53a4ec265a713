/**
 * The game categories as the menus show them: the contract's home tabs plus Lottery, which "also
 * exists" ([contract: Screens]), and Arcade (the house's instant games), each with its icon. Labels come from i18n (`categories.*`).
 *
 * The list is written out rather than spread from the contract's `homeCategoryTabs`: the contract's
 * catalogue module also builds its zod schemas, and home's first screen must not download zod.
 * A test keeps the two lists equal.
 */
import type { CategoryType } from '@khela/contract';
import {
  Cherry,
  Club,
  Dices,
  Fish,
  Gamepad2,
  Rocket,
  Spade,
  Ticket,
  Trophy,
  type LucideIcon,
} from 'lucide-react';

export const menuCategoryTypes = [
  'SPORTS',
  'LIVE',
  'SLOT',
  'TABLE',
  'BINGO',
  'EGAME',
  'FH',
  'LOTTO',
  'ARCADE',
] as const satisfies readonly CategoryType[];
export type MenuCategoryType = (typeof menuCategoryTypes)[number];

export const categoryIcons: Record<CategoryType, LucideIcon> = {
  SPORTS: Trophy,
  LIVE: Dices,
  SLOT: Cherry,
  TABLE: Club,
  BINGO: Spade,
  EGAME: Rocket,
  FH: Fish,
  LOTTO: Ticket,
  ARCADE: Gamepad2,
};

export function isCategoryType(value: string | null | undefined): value is CategoryType {
  return typeof value === 'string' && Object.keys(categoryIcons).includes(value);
}
