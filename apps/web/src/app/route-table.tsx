/**
 * The whole route tree, phone and desktop, with every screen's element and links. It loads as
 * its own chunk (router.tsx draws `/` on a phone without it); the served routes and the links the
 * home screen and the main layout need are in served-routes.tsx.
 */
import type { CapturedCodeType } from '@khela/contract';
import type { RouteObject } from 'react-router';
import { buildDesktopRoutes } from './desktop-routes';
import { RequireMember, RequireVisitor } from './guards';
import { AppShell } from './layouts/app-shell';
import { MainLayout } from './layouts/main-layout';
import { paths } from '../shared/routing/paths';
import { RouteErrorScreen } from './route-error-screen';
import { hrefIfServed, homeScreenElement, navigationLinks, served } from './served-routes';
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
  IdentityScreen,
  InboxScreen,
  LoginScreen,
  MakePaymentScreen,
  OddsViewScreen,
  PaymentRequestScreen,
  ProfileScreen,
  PromotionsScreen,
  ReferralScreen,
  SignupScreen,
  TermsScreen,
  TransactionRecordScreen,
  TurnoverRecordScreen,
  VipDetailsScreen,
  VipHistoryScreen,
  SaferGamblingScreen,
  VipScreen,
  WithdrawalScreen,
} from './screens';

const exchangeHeaderLinks = {
  myBetsHref: hrefIfServed('exchangeAccountMyBets'),
};

const exchangeNavLinks = {
  home: hrefIfServed('exchange'),
  inPlay: hrefIfServed('exchangeInplay'),
  sports: hrefIfServed('exchangeSports'),
  multi: hrefIfServed('exchangeMulti'),
  account: hrefIfServed('exchangeAccount'),
};

function codeCaptureRoute(path: string, type: CapturedCodeType): RouteObject {
  return {
    path,
    element: <CodeCaptureScreen type={type} />,
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
            element: homeScreenElement,
          },
          { path: paths.games.path, element: <GamesScreen links={navigationLinks} /> },
          { path: paths.terms.path, element: <TermsScreen /> },
          {
            // Not login-gated ([contract: Screens]); the screen itself explains a missing session.
            path: paths.makePayment.path,
            element: <MakePaymentScreen />,
          },
          {
            // Guards itself: the member guard would send the player home when the password change
            // ends the session, and the spec sends them to /login.
            path: paths.resetPassword.path,
            element: <ChangePasswordScreen />,
          },
          {
            element: <RequireMember />,
            children: [
              {
                path: paths.account.path,
                element: (
                  <AccountScreen
                    entryHrefs={{
                      deposit: hrefIfServed('deposit'),
                      withdrawal: hrefIfServed('withdrawal'),
                      bettingRecords: hrefIfServed('bettingRecord'),
                      turnover: hrefIfServed('turnoverRecord'),
                      transactionRecords: hrefIfServed('transactionRecord'),
                      personalInfo: hrefIfServed('profile'),
                      identity: hrefIfServed('identity'),
                      resetPassword: hrefIfServed('resetPassword'),
                      inbox: hrefIfServed('inbox'),
                      referral: hrefIfServed('referralProgram'),
                      saferGambling: hrefIfServed('saferGambling'),
                    }}
                  />
                ),
              },
              {
                path: paths.profile.path,
                element: <ProfileScreen />,
              },
              { path: paths.identity.path, element: <IdentityScreen /> },
              { path: paths.promotions.path, element: <PromotionsScreen /> },
              {
                path: paths.deposit.path,
                element: <DepositScreen profileHref={hrefIfServed('profile')} />,
              },
              {
                path: paths.paymentRequest.path,
                element: <PaymentRequestScreen />,
              },
              {
                path: paths.withdrawal.path,
                element: (
                  <WithdrawalScreen
                    profileHref={hrefIfServed('profile')}
                    turnoverRecordHref={hrefIfServed('turnoverRecord')}
                    identityHref={hrefIfServed('identity')}
                  />
                ),
              },
              {
                path: paths.transactionRecord.path,
                element: <TransactionRecordScreen />,
              },
              {
                path: paths.bettingRecord.path,
                element: <BettingRecordScreen />,
              },
              {
                path: paths.turnoverRecord.path,
                element: <TurnoverRecordScreen />,
              },
              {
                path: paths.inbox.path,
                element: <InboxScreen />,
              },
              {
                path: paths.vip.path,
                element: (
                  <VipScreen
                    detailsHref={hrefIfServed('vipDetails')}
                    historyHref={hrefIfServed('vipHistory')}
                  />
                ),
              },
              {
                path: paths.vipDetails.path,
                element: <VipDetailsScreen />,
              },
              {
                path: paths.vipHistory.path,
                element: <VipHistoryScreen />,
              },
              { path: paths.saferGambling.path, element: <SaferGamblingScreen /> },
              {
                path: paths.referralProgram.path,
                element: <ReferralScreen />,
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
            element: <ExchangeHomeScreen />,
          },
          {
            path: paths.exchangeInplay.path,
            element: <ExchangeInplayScreen />,
          },
          {
            path: paths.exchangeSports.path,
            element: <ExchangeSportsScreen />,
          },
          {
            path: paths.exchangeMulti.path,
            element: <ExchangeMultiScreen />,
          },
          {
            path: paths.oddsView.path,
            element: <OddsViewScreen />,
          },
          {
            // The Account area is the player's own: visitors go to login.
            element: <RequireMember />,
            children: [
              {
                path: paths.exchangeAccount.path,
                element: <ExchangeAccountScreen />,
              },
              {
                path: paths.exchangeAccountProfile.path,
                element: <ExchangeAccountProfileScreen />,
              },
              {
                path: paths.exchangeAccountBalance.path,
                element: <ExchangeBalanceOverviewScreen />,
              },
              {
                path: paths.exchangeAccountMyBets.path,
                element: <ExchangeMyBetsScreen />,
              },
              {
                path: paths.exchangeAccountHistory.path,
                element: <ExchangeBetsHistoryScreen />,
              },
              {
                path: paths.exchangeAccountProfitLoss.path,
                element: <ExchangeProfitLossScreen />,
              },
              {
                path: paths.exchangeAccountActivity.path,
                element: <ExchangeActivityLogScreen />,
              },
            ],
          },
        ],
      },
      {
        path: paths.exchangeLogin.path,
        element: <ExchangeLoginScreen />,
      },
      {
        // The support chat has its own frame (title bar, close icon, its own footer nav), so it
        // sits outside the main layout's header and member toolbar.
        element: <RequireMember />,
        children: [
          {
            // A full overlay over the game, so it has no header or member toolbar either.
            path: paths.gameRun.path,
            element: <GameRunScreen />,
          },
          { path: paths.chat.path, element: <ChatHomeScreen /> },
          { path: paths.chatList.path, element: <ChatListScreen /> },
          {
            path: paths.chatBox.path,
            element: <ChatBoxScreen />,
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
                element: <LoginScreen forgotPasswordHref={hrefIfServed('forgotPassword')} />,
              },
              {
                path: paths.signup.path,
                element: <SignupScreen />,
              },
              {
                path: paths.forgotPassword.path,
                element: <ForgotPasswordScreen />,
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

export const desktopRoutes = buildDesktopRoutes({
  mobileRoutes: appRoutes[0]?.children ?? [],
  hrefIfServed,
  gamesHref: served.has('games') ? (query) => paths.games.getHref(query) : undefined,
});
