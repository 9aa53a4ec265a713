/** Every screen, loaded on demand; `preload()` starts a download before the tap lands. */
import { lazyScreen } from './lazy-screen';

export const HomeScreen = lazyScreen(
  () => import('../features/home/screens/home-screen'),
  (module) => module.HomeScreen,
);
export const LoginScreen = lazyScreen(
  () => import('../features/auth/screens/login-screen'),
  (module) => module.LoginScreen,
);
export const SignupScreen = lazyScreen(
  () => import('../features/auth/screens/signup-screen'),
  (module) => module.SignupScreen,
);
export const AccountScreen = lazyScreen(
  () => import('../features/account/screens/account-screen'),
  (module) => module.AccountScreen,
);
export const CodeCaptureScreen = lazyScreen(
  () => import('../features/auth/screens/code-capture-screen'),
  (module) => module.CodeCaptureScreen,
);
