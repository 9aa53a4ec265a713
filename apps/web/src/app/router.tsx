/**
 * The route tree. It serves only the routes whose screens exist; features receive the hrefs they
 * link to from here (features may not import app/), and a route that is not served has no href,
 * so no screen can render a dead link.
 */
import type { CapturedCodeType } from '@khela/contract';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { buildDesktopRoutes, useSettledIsMobile } from './desktop-routes';
import { RequireMember, RequireVisitor } from './guards';
import { AppShell } from './layouts/app-shell';
import { MainLayout } from './layouts/main-layout';
import { paths, type RouteName } from './paths';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteErrorScreen } from './route-error-screen';
import { HomeScreen } from '../features/home/screens/home-screen';
import { HomeExtras } from '../features/navigation/home-extras';
import type { NavigationLinks } from '../features/navigation/navigation-links';
import { SupportChatLinkContext } from '../shared/support-chat-link';
import {
  AccountScreen,
  AuthLayout,
  BettingRecordScreen,
  ChangePasswordScreen,
  ChatBoxScreen,
  ChatHomeScreen,
  ChatListScreen,
  CodeCaptureScreen,
  DepositScreen,
  ExchangeAccountProfileScreen,
  ExchangeAccountScreen,
  ExchangeActivityLogScreen,
  ExchangeBalanceOverviewScreen,
  ExchangeBetsHistoryScreen,
  ExchangeHomeScreen,
  ExchangeInplayScreen,
  ExchangeLayout,
  ExchangeLoginScreen,
  ExchangeMultiScreen,
  ExchangeMyBetsScreen,
  ExchangeProfitLossScreen,
  ExchangeSportsScreen,
  ForgotPasswordScreen,
  GameRunScreen,
  GamesScreen,
  InboxScreen,
  LoginScreen,
  MakePaymentScreen,
  OddsViewScreen,
  PaymentRequestScreen,
  ProfileScreen,
  PromotionsScreen,
  ReferralScreen,
  SignupScreen,
  TransactionRecordScreen,
  TurnoverRecordScreen,
  VipDetailsScreen,
  VipHistoryScreen,
  VipScreen,
  WithdrawalScreen,
} from './screens';

/** The routes with a screen today. Later issues add names here as their screens land. */
export const servedRouteNames = [
  'home',
  'login',
  'signup',
  'referralCode',
  'affiliateCode',
  'agentCode',
  'account',
  'profile',
  'resetPassword',
  'forgotPassword',
  'promotions',
  'games',
  'deposit',
  'makePayment',
  'paymentRequest',
  'withdrawal',
  'transactionRecord',
  'turnoverRecord',
  'bettingRecord',
  'gameRun',
  'inbox',
  'vip',
  'vipDetails',
  'vipHistory',
  'referralProgram',
  'chat',
  'chatList',
  'chatBox',
  'oddsView',
  'exchange',
  'exchangeInplay',
  'exchangeSports',
  'exchangeMulti',
  'exchangeLogin',
  'exchangeAccount',
  'exchangeAccountProfile',
  'exchangeAccountBalance',
  'exchangeAccountMyBets',
  'exchangeAccountHistory',
  'exchangeAccountProfitLoss',
  'exchangeAccountActivity',
] as const satisfies readonly RouteName[];

const served = new Set<RouteName>(servedRouteNames);

type PlainRouteName = Exclude<RouteName, 'games' | 'chatBox'>;

/** The href of a route that exists, or undefined, which a screen takes as "leave it out". */
export function hrefIfServed(name: PlainRouteName): string | undefined {
  return served.has(name) ? paths[name].getHref() : undefined;
}

/**
 * An operator's link (a slider item's, a sport entry's) if it leads somewhere: an outside address
 * as it is, a site path only when its route is served.
 */
function servedLink(link: string): string | undefined {
  const value = link.trim();
  if (/^https?:\/\//i.test(value)) return value;
  if (!value.startsWith('/')) return undefined;
  const { pathname } = new URL(value, 'http://site.invalid');
  return servedRouteNames.some((name) => paths[name].path === pathname) ? value : undefined;
}

const navigationLinks: NavigationLinks = {
  homeHref: paths.home.getHref(),
  loginHref: paths.login.getHref(),
  signupHref: paths.signup.getHref(),
  gamesHref: (query) => paths.games.getHref(query),
  gameRunHref: hrefIfServed('gameRun'),
  promotionsHref: hrefIfServed('promotions'),
  // Through the exchange login route, which checks a member's market block on the way in.
  exchangeHref: hrefIfServed('exchangeLogin'),
  vipHref: hrefIfServed('vip'),
  referralHref: hrefIfServed('referralProgram'),
  resolveLink: servedLink,
};

const chatLinks = {
  closeHref: paths.home.getHref(),
  chatHref: paths.chat.getHref(),
  chatListHref: paths.chatList.getHref(),
  chatBoxHref: (chatId: number) => paths.chatBox.getHref(chatId),
};

const exchangeHeaderLinks = {
  siteHomeHref: paths.home.getHref(),
  loginHref: paths.login.getHref(),
  myBetsHref: hrefIfServed('exchangeAccountMyBets'),
};

const exchangeNavLinks = {
  home: hrefIfServed('exchange'),
  inPlay: hrefIfServed('exchangeInplay'),
  sports: hrefIfServed('exchangeSports'),
  multi: hrefIfServed('exchangeMulti'),
  account: hrefIfServed('exchangeAccount'),
};

const oddsViewHref = paths.oddsView.getHref();

const exchangeAccountHref = paths.exchangeAccount.getHref();
const exchangeAccountHrefs = {
  profile: paths.exchangeAccountProfile.getHref(),
  balanceOverview: paths.exchangeAccountBalance.getHref(),
  myBets: paths.exchangeAccountMyBets.getHref(),
  betsHistory: paths.exchangeAccountHistory.getHref(),
  profitLoss: paths.exchangeAccountProfitLoss.getHref(),
  activityLog: paths.exchangeAccountActivity.getHref(),
};

function codeCaptureRoute(path: string, type: CapturedCodeType): RouteObject {
  return {
    path,
    element: <CodeCaptureScreen type={type} signupHref={paths.signup.getHref()} />,
  };
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <MainLayout navigation={navigationLinks} />,
        children: [
          {
            index: true,
            element: <HomeScreen links={navigationLinks} extras={<HomeExtras />} />,
          },
          { path: paths.games.path, element: <GamesScreen links={navigationLinks} /> },
          {
            // Not login-gated (player-area §2); the screen itself explains a missing session.
            path: paths.makePayment.path,
            element: (
              <MakePaymentScreen
                depositHref={paths.deposit.getHref()}
                paymentRequestHref={paths.paymentRequest.getHref()}
              />
            ),
          },
          {
            // Guards itself: the member guard would send the player home when the password change
            // ends the session, and the spec sends them to /login.
            path: paths.resetPassword.path,
            element: (
              <ChangePasswordScreen
                accountHref={paths.account.getHref()}
                loginHref={paths.login.getHref()}
              />
            ),
          },
          {
            element: <RequireMember />,
            children: [
              {
                path: paths.account.path,
                element: (
                  <AccountScreen
                    homeHref={paths.home.getHref()}
                    entryHrefs={{
                      deposit: hrefIfServed('deposit'),
                      withdrawal: hrefIfServed('withdrawal'),
                      bettingRecords: hrefIfServed('bettingRecord'),
                      turnover: hrefIfServed('turnoverRecord'),
                      transactionRecords: hrefIfServed('transactionRecord'),
                      personalInfo: hrefIfServed('profile'),
                      resetPassword: hrefIfServed('resetPassword'),
                      inbox: hrefIfServed('inbox'),
                      referral: hrefIfServed('referralProgram'),
                    }}
                  />
                ),
              },
              {
                path: paths.profile.path,
                element: <ProfileScreen accountHref={paths.account.getHref()} />,
              },
              { path: paths.promotions.path, element: <PromotionsScreen /> },
              {
                path: paths.deposit.path,
                element: (
                  <DepositScreen
                    accountHref={paths.account.getHref()}
                    makePaymentHref={paths.makePayment.getHref()}
                    profileHref={hrefIfServed('profile')}
                  />
                ),
              },
              {
                path: paths.paymentRequest.path,
                element: (
                  <PaymentRequestScreen
                    accountHref={paths.account.getHref()}
                    depositHref={paths.deposit.getHref()}
                  />
                ),
              },
              {
                path: paths.withdrawal.path,
                element: (
                  <WithdrawalScreen
                    accountHref={paths.account.getHref()}
                    paymentRequestHref={paths.paymentRequest.getHref()}
                    profileHref={hrefIfServed('profile')}
                    turnoverRecordHref={hrefIfServed('turnoverRecord')}
                  />
                ),
              },
              {
                path: paths.transactionRecord.path,
                element: <TransactionRecordScreen accountHref={paths.account.getHref()} />,
              },
              {
                path: paths.bettingRecord.path,
                element: <BettingRecordScreen accountHref={paths.account.getHref()} />,
              },
              {
                path: paths.turnoverRecord.path,
                element: <TurnoverRecordScreen accountHref={paths.account.getHref()} />,
              },
              {
                path: paths.inbox.path,
                element: <InboxScreen accountHref={paths.account.getHref()} />,
              },
              {
                path: paths.vip.path,
                element: (
                  <VipScreen
                    accountHref={paths.account.getHref()}
                    detailsHref={hrefIfServed('vipDetails')}
                    historyHref={hrefIfServed('vipHistory')}
                  />
                ),
              },
              {
                path: paths.vipDetails.path,
                element: <VipDetailsScreen vipHref={paths.vip.getHref()} />,
              },
              {
                path: paths.vipHistory.path,
                element: <VipHistoryScreen vipHref={paths.vip.getHref()} />,
              },
              {
                path: paths.referralProgram.path,
                element: <ReferralScreen accountHref={paths.account.getHref()} />,
              },
            ],
          },
        ],
      },
      {
        // The exchange has its own header and bottom navigation. Its prices are public, as on
        // every exchange: visitors browse and are sent to login when they tap a price.
        element: <ExchangeLayout header={exchangeHeaderLinks} nav={exchangeNavLinks} />,
        children: [
          {
            path: paths.exchange.path,
            element: <ExchangeHomeScreen oddsViewHref={oddsViewHref} />,
          },
          {
            path: paths.exchangeInplay.path,
            element: <ExchangeInplayScreen oddsViewHref={oddsViewHref} />,
          },
          {
            path: paths.exchangeSports.path,
            element: <ExchangeSportsScreen oddsViewHref={oddsViewHref} />,
          },
          {
            path: paths.exchangeMulti.path,
            element: (
              <ExchangeMultiScreen
                oddsViewHref={oddsViewHref}
                inplayHref={paths.exchangeInplay.getHref()}
              />
            ),
          },
          {
            path: paths.oddsView.path,
            element: <OddsViewScreen loginHref={paths.login.getHref()} />,
          },
          {
            // The Account area is the player's own: visitors go to login.
            element: <RequireMember />,
            children: [
              {
                path: paths.exchangeAccount.path,
                element: <ExchangeAccountScreen hrefs={exchangeAccountHrefs} />,
              },
              {
                path: paths.exchangeAccountProfile.path,
                element: <ExchangeAccountProfileScreen backHref={exchangeAccountHref} />,
              },
              {
                path: paths.exchangeAccountBalance.path,
                element: <ExchangeBalanceOverviewScreen backHref={exchangeAccountHref} />,
              },
              {
                path: paths.exchangeAccountMyBets.path,
                element: <ExchangeMyBetsScreen backHref={exchangeAccountHref} />,
              },
              {
                path: paths.exchangeAccountHistory.path,
                element: <ExchangeBetsHistoryScreen backHref={exchangeAccountHref} />,
              },
              {
                path: paths.exchangeAccountProfitLoss.path,
                element: <ExchangeProfitLossScreen backHref={exchangeAccountHref} />,
              },
              {
                path: paths.exchangeAccountActivity.path,
                element: <ExchangeActivityLogScreen backHref={exchangeAccountHref} />,
              },
            ],
          },
        ],
      },
      {
        path: paths.exchangeLogin.path,
        element: (
          <ExchangeLoginScreen
            exchangeHref={paths.exchange.getHref()}
            homeHref={paths.home.getHref()}
          />
        ),
      },
      {
        // The support chat has its own frame (title bar, close icon, its own footer nav), so it
        // sits outside the main layout's header and member toolbar.
        element: <RequireMember />,
        children: [
          {
            // A full overlay over the game, so it has no header or member toolbar either.
            path: paths.gameRun.path,
            element: (
              <GameRunScreen
                homeHref={paths.home.getHref()}
                gamesHref={(query) => paths.games.getHref(query)}
              />
            ),
          },
          { path: paths.chat.path, element: <ChatHomeScreen links={chatLinks} /> },
          { path: paths.chatList.path, element: <ChatListScreen links={chatLinks} /> },
          {
            path: paths.chatBox.path,
            element: (
              <ChatBoxScreen
                closeHref={chatLinks.closeHref}
                chatListHref={chatLinks.chatListHref}
              />
            ),
          },
        ],
      },
      {
        element: <RequireVisitor />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              {
                path: paths.login.path,
                element: (
                  <LoginScreen
                    homeHref={paths.home.getHref()}
                    signupHref={paths.signup.getHref()}
                    forgotPasswordHref={hrefIfServed('forgotPassword')}
                  />
                ),
              },
              {
                path: paths.signup.path,
                element: (
                  <SignupScreen homeHref={paths.home.getHref()} loginHref={paths.login.getHref()} />
                ),
              },
              {
                path: paths.forgotPassword.path,
                element: <ForgotPasswordScreen loginHref={paths.login.getHref()} />,
              },
            ],
          },
        ],
      },
      codeCaptureRoute(paths.referralCode.path, 'referral_code'),
      codeCaptureRoute(paths.affiliateCode.path, 'affiliate_code'),
      codeCaptureRoute(paths.agentCode.path, 'agent_code'),
      { path: '*', element: <RouteErrorScreen status={404} /> },
    ],
  },
];

const desktopRoutes = buildDesktopRoutes({
  mobileRoutes: appRoutes[0]?.children ?? [],
  hrefIfServed,
  gamesHref: served.has('games') ? (query) => paths.games.getHref(query) : undefined,
});

export function AppRoutes() {
  const { pathname } = useLocation();
  // Above 768 px the desktop site takes over; it still renders this tree for routes it lacks.
  const isMobile = useSettledIsMobile();
  const element = useRoutes(isMobile ? appRoutes : desktopRoutes);
  return (
    <SupportChatLinkContext.Provider value={hrefIfServed('chat')}>
      <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>
    </SupportChatLinkContext.Provider>
  );
}
