/**
 * The desktop reading's own routes ([contract: Screens] reading A): the guest register page, the
 * category pages, the sports menu's Exchange entry (`/player/playGame?t=sport&v=CRICKET`), the
 * referral programme's desktop address, the log-out address and the app download page. They
 * exist only on wide screens; the mobile route map stays the spec's list.
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
  playGame: '/player/playGame',
  referral: '/referral',
  logout: '/player/logout',
  appDownload: '/app-download',
} as const satisfies Record<
  DesktopCategoryKey | 'register' | 'playGame' | 'referral' | 'logout' | 'appDownload',
  string
>;

/** The sports menu's Exchange entry, as the desktop reading writes it. */
export const desktopExchangeHref = `${desktopPaths.playGame}?t=sport&v=CRICKET`;
