/**
 * The desktop reading's own routes ([contract: Screens] reading A): the guest register page and the
 * category pages. They exist only on wide screens; the mobile route map stays the spec's list.
 */
import type { DesktopCategoryKey } from '../features/desktop/desktop-categories';

export const desktopPaths = {
  register: '/register',
  casino: '/casino',
  slot: '/slot',
  table: '/table',
  crash: '/crash',
  fishing: '/fishing',
  arcade: '/arcade',
  lottery: '/lottery',
} as const satisfies Record<DesktopCategoryKey | 'register', string>;
