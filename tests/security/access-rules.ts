/**
 * The decisions the abuse suite checks the route table against: which calls are public (and why),
 * and which operator roles each /admin-api area admits (docs/decisions.md, Operator roles). A new
 * route is probed without editing anything; a new public route or a new operator area fails until
 * it is written down here, which is the point.
 */
import type { OperatorRole } from '@khela/contract';

/** `METHOD /url` → why no session is asked for. */
export const publicRoutes: ReadonlyMap<string, string> = new Map([
  ['POST /api/login', 'signing in'],
  ['GET /api/logo', 'site chrome before sign-in'],
  ['POST /api/v1/create-players', 'signing up'],
  ['POST /api/v1/register', 'signing up (desktop form, with captcha)'],
  ['GET /api/vip/levels', 'the VIP page shows the levels to visitors'],
  [
    'POST /api/usr-forgot-password',
    'password recovery (rate limited, answers alike for unknown names)',
  ],
  [
    'POST /api/usr-reset-password',
    'password recovery with the code sent (codes burn after 5 misses)',
  ],
  [
    'POST /api/provider-wallet/:provider/:action',
    'game aggregator callbacks, signed with its secret',
  ],
  ['POST /api/payments/gateway/:gateway/callback', 'payment gateway callbacks, signed'],
  ['GET /api/promotion', 'promotions page for visitors'],
  ['GET /api/promotions/:id', 'promotions page for visitors'],
  ['GET /api/payment-methods', 'the deposit methods shown before sign-in'],
  ['GET /api/general', 'site settings the app needs to start'],
  ['GET /api/get-system', 'game catalogue for visitors'],
  ['GET /api/get-provider', 'game catalogue for visitors'],
  ['GET /api/get-games', 'game catalogue for visitors'],
  ['GET /api/sociallink', 'site chrome'],
  ['GET /api/sliders', 'site chrome'],
  ['GET /api/sports-events/:sport', 'the exchange lists are public, as on every exchange'],
  ['GET /api/score/board/:eventId', 'the public score page'],
  ['GET /api/house/rules', 'house game rules and RTP are published'],
  ['GET /api/match-odds/:marketId', 'public odds'],
  ['GET /api/exchange/match-odds', 'public odds'],
  ['GET /api/exchange/results', 'public results'],
  ['GET /api/event/:eventId', 'public odds'],
  ['POST /admin-api/login', 'operator sign-in (rate limited)'],
  ['POST /admin-api/login/totp', 'operator 2-step code (rate limited with the sign-in)'],
]);

const all: readonly OperatorRole[] = ['owner', 'finance', 'support', 'trader', 'content'];
const rule = (methods: string, pattern: RegExp, roles: readonly OperatorRole[]) => ({
  methods: methods.split(','),
  pattern,
  roles,
});

/** First match wins; `url` is the route pattern after /admin-api. */
const roleRules = [
  rule('GET,POST', /^\/(me|me\/totp\/\w+|logout)$/, all),
  rule('GET', /^\/audit$/, all),
  rule('GET', /^\/deposits(\/:transaction_id\/receipt)?$/, ['owner', 'finance', 'support']),
  rule('POST', /^\/deposits\//, ['owner', 'finance']),
  rule('GET', /^\/withdrawals$/, ['owner', 'finance', 'support']),
  rule('POST', /^\/withdrawals\//, ['owner', 'finance']),
  rule('GET,POST', /^\/payment-methods/, ['owner', 'finance']),
  rule('GET', /^\/identity-checks/, ['owner', 'finance', 'support']),
  rule('POST', /^\/identity-checks\//, ['owner', 'finance']),
  rule('GET,POST', /^\/chats/, ['owner', 'support']),
  rule('POST', /^\/inbox$/, ['owner', 'support']),
  rule('GET', /^\/dashboard$/, ['owner', 'finance']),
  rule('GET,POST', /^\/players\/:id\/withdrawal-hold/, ['owner', 'finance']),
  rule('GET', /^\/risk\/flags$/, ['owner', 'finance']),
  rule('GET', /^\/players/, ['owner', 'finance', 'support']),
  rule('POST', /^\/players\/:id\/(sessions|market-block)/, ['owner', 'support']),
  rule('POST', /^\/players\/:id\/adjustments$/, ['owner', 'finance']),
  rule('GET,POST', /^\/exchange\//, ['owner', 'trader']),
  rule('GET,POST', /^\/casino\//, ['owner']),
  rule('GET,POST', /^\/site\//, ['owner', 'content']),
  rule('GET', /^\/outbox$/, ['owner', 'content']),
  rule('GET,POST,PATCH,PUT', /^\/catalogue\//, ['owner', 'content']),
  rule('GET,POST,PUT', /^\/(promotions|vip|referral-rules)/, ['owner', 'content']),
  rule('GET,POST', /^\/operators/, ['owner']),
];

/** The roles an /admin-api route admits, or undefined when no rule names it. */
export function rolesFor(method: string, url: string): readonly OperatorRole[] | undefined {
  const path = url.replace(/^\/admin-api/, '');
  return roleRules.find((entry) => entry.methods.includes(method) && entry.pattern.test(path))
    ?.roles;
}
