/**
 * Every route of both spec files, spelled as the spec spells them (`/refrrel-program` included).
 * The router serves only the routes whose screens exist; the rest are listed so links and later
 * screens share one source of truth. `requiresLogin` follows the spec's route map.
 */
export interface RouteEntry<Args extends unknown[] = []> {
  readonly path: string;
  readonly requiresLogin: boolean;
  readonly getHref: (...args: Args) => string;
}

function route(path: string, requiresLogin: boolean): RouteEntry {
  return { path, requiresLogin, getHref: () => path };
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A code-capture route: its query parameter and its storage key share the route's name. */
function codeCaptureRoute(name: string): RouteEntry<[code?: string]> {
  const path = `/${name}`;
  return { path, requiresLogin: false, getHref: (code) => withQuery(path, { [name]: code }) };
}

export interface GamesQuery {
  type?: string;
  system?: string;
  title?: string;
}

export const paths = {
  // Public area ([contract: Screens]).
  home: route('/', false),
  signup: route('/signup', false),
  login: route('/login', false),
  games: {
    path: '/games',
    requiresLogin: false,
    getHref: (query: GamesQuery = {}) => withQuery('/games', { ...query }),
  } satisfies RouteEntry<[GamesQuery?]>,
  forgotPassword: route('/forgot-password', false),
  referralCode: codeCaptureRoute('referral_code'),
  affiliateCode: codeCaptureRoute('affiliate_code'),
  agentCode: codeCaptureRoute('agent_code'),
  makePayment: route('/make-payment', false),
  gameRun: route('/gamerun', true),
  promotions: route('/promotions', true),
  // Ours: the Terms and Conditions the sign-up line names.
  terms: route('/terms', false),

  // Signed-in area ([contract: Screens]).
  account: route('/account', true),
  profile: route('/profile', true),
  // Ours: the identity check a large withdrawal needs (docs/decisions.md, Identity checks).
  identity: route('/account/identity', true),
  deposit: route('/deposit', true),
  withdrawal: route('/withdrawal', true),
  bettingRecord: route('/betting-record', true),
  transactionRecord: route('/transaction-record', true),
  turnoverRecord: route('/turnover-record', true),
  referralProgram: route('/refrrel-program', true),
  resetPassword: route('/reset-password', true),
  inbox: route('/inbox', true),
  vip: route('/vip', true),
  // Ours: the spec's /vip links to "VIP details and VIP history pages" without naming routes.
  vipDetails: route('/vip-details', true),
  vipHistory: route('/vip-history', true),
  // Ours: limits, reality check, breaks and the activity statement (docs/decisions.md).
  saferGambling: route('/account/safer-gambling', true),
  chat: route('/chat', true),
  chatList: route('/chat-list', true),
  chatBox: {
    path: '/chat-box/:chatId',
    requiresLogin: true,
    getHref: (chatId: string | number) => `/chat-box/${encodeURIComponent(String(chatId))}`,
  } satisfies RouteEntry<[string | number]>,
  oddsView: route('/odds-view', true),
  exchange: route('/exchange', true),
  exchangeAccount: route('/exchange-account', true),
  // Ours: the pages behind the Account menu, which the spec leaves as placeholders.
  exchangeAccountProfile: route('/exchange-account/profile', true),
  exchangeAccountBalance: route('/exchange-account/balance-overview', true),
  exchangeAccountMyBets: route('/exchange-account/my-bets', true),
  exchangeAccountHistory: route('/exchange-account/bets-history', true),
  exchangeAccountProfitLoss: route('/exchange-account/profit-loss', true),
  exchangeAccountActivity: route('/exchange-account/activity-log', true),
  exchangeInplay: route('/exchange-inplay', true),
  exchangeSports: route('/exchange-sports', true),
  exchangeMulti: route('/exchange-multi', true),
  // Ours: the exchange login route the spec describes without a path ([contract: Screens]).
  exchangeLogin: route('/exchange-login', false),
  paymentRequest: route('/payment-request', true),
} as const;

export type RouteName = keyof typeof paths;
