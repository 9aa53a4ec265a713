/** The Content & settings area's routes under /content, one per tab. */
import { Navigate, type RouteObject } from 'react-router';
import { AndroidAppScreen } from './android-app-screen';
import { ContentLayout } from './content-layout';
import { LogoScreen } from './logo-screen';
import { NoticesScreen } from './notices-screen';
import { OutboxScreen } from './outbox-screen';
import { SaferGamblingScreen } from './safer-gambling-screen';
import { SettingsScreen } from './settings-screen';
import { SlidersScreen } from './sliders-screen';
import { SocialScreen } from './social-screen';

export const contentRoutes: RouteObject = {
  path: 'content',
  element: <ContentLayout />,
  children: [
    { index: true, element: <Navigate to="/content/settings" replace /> },
    { path: 'settings', element: <SettingsScreen /> },
    { path: 'sliders', element: <SlidersScreen /> },
    { path: 'notices', element: <NoticesScreen /> },
    { path: 'logo', element: <LogoScreen /> },
    { path: 'social', element: <SocialScreen /> },
    { path: 'safer-gambling', element: <SaferGamblingScreen /> },
    { path: 'app', element: <AndroidAppScreen /> },
    { path: 'outbox', element: <OutboxScreen /> },
  ],
};
