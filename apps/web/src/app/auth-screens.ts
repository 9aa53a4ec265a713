/**
 * Login and sign-up, loaded on demand. The header's buttons on the first screen preload them when a
 * finger touches them, so they sit apart from the other screens (screens.ts), which load with the
 * route tree.
 */
import { lazyScreen } from './lazy-screen';

export const LoginScreen = lazyScreen(
  () => import('../features/auth/screens/login-screen'),
  (module) => module.LoginScreen,
);
export const SignupScreen = lazyScreen(
  () => import('../features/auth/screens/signup-screen'),
  (module) => module.SignupScreen,
);
