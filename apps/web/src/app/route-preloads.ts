/**
 * What a phone's address loads beyond the entry, named so the server can list those files in the
 * page's HTML (`<link rel="modulepreload">`) and the browser fetches them with the entry, not one
 * after another as each arrives and names the next (the route tree, then the layout, then the
 * screen: three round trips on a slow link). The build (vite.config.ts) turns this into
 * dist/route-preloads.json with the built files; the server reads that. Modules are paths from the
 * web app's folder, each one a screen or layout loaded on demand (screens.ts, auth-screens.ts): the
 * build fails on one that is not.
 *
 * `/` is not here: it draws from the entry and fetches the route tree only once it is idle.
 */
import type { RouteName } from '../shared/routing/paths';

/** Every address but `/` waits for the route tree first (router.tsx). */
export const routeTreeModule = 'src/app/route-table.tsx';

/**
 * And with the tree, for English's texts of the screens loaded on demand (router.tsx's
 * `loadScreenTexts`): English is every language's fallback, so every such address needs them,
 * whatever the phone's language; the page cannot know that language, so Bangla's are not named.
 */
export const screenTextsModule = 'src/shared/i18n/en-screens.ts';

const exchangeLayout = 'src/app/layouts/exchange-layout.tsx';
const authLayout = 'src/app/layouts/auth-layout.tsx';

/** An address's layout and screen, in the order they are drawn. */
export const routeModules: Partial<Record<RouteName, readonly string[]>> = {
  login: [authLayout, 'src/features/auth/screens/login-screen.tsx'],
  signup: [authLayout, 'src/features/auth/screens/signup-screen.tsx'],
  forgotPassword: [authLayout, 'src/features/recovery/screens/forgot-password-screen.tsx'],
  games: ['src/features/games/screens/games-screen.tsx'],
  terms: ['src/features/terms/screens/terms-screen.tsx'],
  account: ['src/features/account/screens/account-screen.tsx'],
  profile: ['src/features/profile/screens/profile-screen.tsx'],
  promotions: ['src/features/promotions/screens/promotions-screen.tsx'],
  deposit: ['src/features/deposit/screens/deposit-screen.tsx'],
  withdrawal: ['src/features/withdrawal/screens/withdrawal-screen.tsx'],
  bettingRecord: ['src/features/records/screens/betting-record-screen.tsx'],
  transactionRecord: ['src/features/records/screens/transaction-record-screen.tsx'],
  vip: ['src/features/vip/screens/vip-screen.tsx'],
  gameRun: ['src/features/game-run/screens/game-run-screen.tsx'],
  exchange: [exchangeLayout, 'src/features/exchange/lists/screens/exchange-home-screen.tsx'],
  exchangeInplay: [
    exchangeLayout,
    'src/features/exchange/lists/screens/exchange-inplay-screen.tsx',
  ],
  exchangeSports: [
    exchangeLayout,
    'src/features/exchange/lists/screens/exchange-sports-screen.tsx',
  ],
  oddsView: [exchangeLayout, 'src/features/exchange/screens/odds-view-screen.tsx'],
  exchangeAccount: [
    exchangeLayout,
    'src/features/exchange-account/screens/exchange-account-screen.tsx',
  ],
  exchangeAccountMyBets: [
    exchangeLayout,
    'src/features/exchange-account/screens/my-bets-screen.tsx',
  ],
};
