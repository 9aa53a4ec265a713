/** The console's screens, relative to its base /admin. */
import { Navigate, type RouteObject } from 'react-router';
import { AuditScreen } from './audit/audit-screen';
import { CatalogueLayout } from './catalogue/catalogue-layout';
import { CategoriesTab } from './catalogue/categories-tab';
import { GamesTab } from './catalogue/games-tab';
import { HouseGamesTab } from './catalogue/house-games-tab';
import { ProvidersTab } from './catalogue/providers-tab';
import { contentRoutes } from './content/content-routes';
import { DashboardScreen } from './dashboard/dashboard-screen';
import { DeskScreen } from './desk/desk-screen';
import { IdentityChecksScreen } from './money/identity-screen';
import { MoneyLayout } from './money/money-layout';
import { PaymentMethodsScreen } from './money/payment-methods-screen';
import { DepositsScreen, WithdrawalsScreen } from './money/queue-screen';
import { OperatorsScreen } from './operators/operators-screen';
import { PlayerScreen } from './players/player-screen';
import { PlayersScreen } from './players/players-screen';
import { RiskFlagsScreen } from './risk/risk-flags-screen';
import { PromotionFormScreen } from './rewards/promotion-form-screen';
import { PromotionsScreen } from './rewards/promotions-screen';
import { ReferralScreen } from './rewards/referral-screen';
import { RewardsLayout } from './rewards/rewards-layout';
import { VipScreen } from './rewards/vip-screen';
import { ConsoleShell, FirstArea } from './shell/console-shell';
import { EnrolScreen } from './sign-in/enrol-screen';
import { SignInScreen } from './sign-in/sign-in-screen';
import { EventScreen } from './trading/event-screen';
import { EventsScreen } from './trading/events-screen';

export const consoleRoutes: RouteObject[] = [
  { path: '/sign-in', element: <SignInScreen /> },
  { path: '/enrol', element: <EnrolScreen /> },
  {
    path: '/',
    element: <ConsoleShell />,
    children: [
      { index: true, element: <FirstArea /> },
      { path: 'dashboard', element: <DashboardScreen /> },
      { path: 'players', element: <PlayersScreen /> },
      { path: 'players/:id', element: <PlayerScreen /> },
      {
        path: 'money',
        element: <MoneyLayout />,
        children: [
          { index: true, element: <Navigate to="/money/deposits" replace /> },
          { path: 'deposits', element: <DepositsScreen /> },
          { path: 'withdrawals', element: <WithdrawalsScreen /> },
          { path: 'identity', element: <IdentityChecksScreen /> },
          { path: 'payment-methods', element: <PaymentMethodsScreen /> },
          { path: 'risk', element: <RiskFlagsScreen /> },
        ],
      },
      { path: 'desk', element: <DeskScreen /> },
      { path: 'desk/:chatId', element: <DeskScreen /> },
      { path: 'trading', element: <EventsScreen /> },
      { path: 'trading/:eventId', element: <EventScreen /> },
      {
        path: 'rewards',
        element: <RewardsLayout />,
        children: [
          { index: true, element: <Navigate to="/rewards/promotions" replace /> },
          { path: 'promotions', element: <PromotionsScreen /> },
          { path: 'promotions/new', element: <PromotionFormScreen /> },
          { path: 'promotions/:id', element: <PromotionFormScreen /> },
          { path: 'vip', element: <VipScreen /> },
          { path: 'referral', element: <ReferralScreen /> },
        ],
      },
      contentRoutes,
      {
        path: 'catalogue',
        element: <CatalogueLayout />,
        children: [
          { index: true, element: <Navigate to="/catalogue/games" replace /> },
          { path: 'games', element: <GamesTab /> },
          { path: 'providers', element: <ProvidersTab /> },
          { path: 'categories', element: <CategoriesTab /> },
          { path: 'house-games', element: <HouseGamesTab /> },
        ],
      },
      { path: 'audit', element: <AuditScreen /> },
      { path: 'operators', element: <OperatorsScreen /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
