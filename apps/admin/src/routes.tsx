/** The console's screens, relative to its base /admin. */
import { Navigate, type RouteObject } from 'react-router';
import { AuditScreen } from './audit/audit-screen';
import { DashboardScreen } from './dashboard/dashboard-screen';
import { DeskScreen } from './desk/desk-screen';
import { MoneyLayout } from './money/money-layout';
import { DepositsScreen, WithdrawalsScreen } from './money/queue-screen';
import { PlayerScreen } from './players/player-screen';
import { PlayersScreen } from './players/players-screen';
import { ConsoleShell, FirstArea } from './shell/console-shell';
import { EnrolScreen } from './sign-in/enrol-screen';
import { SignInScreen } from './sign-in/sign-in-screen';

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
        ],
      },
      { path: 'desk', element: <DeskScreen /> },
      { path: 'desk/:chatId', element: <DeskScreen /> },
      { path: 'audit', element: <AuditScreen /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
