/** Each desktop category's icon; kept apart so the route table loads no icons. */
import { Cherry, Club, Dices, Fish, Gamepad2, Rocket, Ticket, type LucideIcon } from 'lucide-react';
import type { DesktopCategoryKey } from './desktop-categories';

export const desktopCategoryIcons: Record<DesktopCategoryKey, LucideIcon> = {
  casino: Dices,
  slot: Cherry,
  table: Club,
  crash: Rocket,
  fishing: Fish,
  arcade: Gamepad2,
  lottery: Ticket,
};
