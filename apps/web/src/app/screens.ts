/**
 * Screens loaded on demand; `preload()` starts a download before the tap lands. Home is not here:
 * it is the first screen most players see, so it ships in the entry chunk (its carousel stays lazy)
 * instead of costing a second round trip on a slow link.
 */
import { lazyScreen } from './lazy-screen';

// In their own module: the header preloads them from the first screen, without this whole table.
export { LoginScreen, SignupScreen } from './auth-screens';
export const AccountScreen = lazyScreen(
  () => import('../features/account/screens/account-screen'),
  (module) => module.AccountScreen,
);
export const ProfileScreen = lazyScreen(
  () => import('../features/profile/screens/profile-screen'),
  (module) => module.ProfileScreen,
);
export const IdentityScreen = lazyScreen(
  () => import('../features/identity/screens/identity-screen'),
  (module) => module.IdentityScreen,
);
export const ChangePasswordScreen = lazyScreen(
  () => import('../features/password/screens/change-password-screen'),
  (module) => module.ChangePasswordScreen,
);
export const CodeCaptureScreen = lazyScreen(
  () => import('../features/auth/screens/code-capture-screen'),
  (module) => module.CodeCaptureScreen,
);
export const TermsScreen = lazyScreen(
  () => import('../features/terms/screens/terms-screen'),
  (module) => module.TermsScreen,
);
export const PromotionsScreen = lazyScreen(
  () => import('../features/promotions/screens/promotions-screen'),
  (module) => module.PromotionsScreen,
);
export const DepositScreen = lazyScreen(
  () => import('../features/deposit/screens/deposit-screen'),
  (module) => module.DepositScreen,
);
export const MakePaymentScreen = lazyScreen(
  () => import('../features/deposit/screens/make-payment-screen'),
  (module) => module.MakePaymentScreen,
);
export const PaymentRequestScreen = lazyScreen(
  () => import('../features/deposit/screens/payment-request-screen'),
  (module) => module.PaymentRequestScreen,
);
export const ForgotPasswordScreen = lazyScreen(
  () => import('../features/recovery/screens/forgot-password-screen'),
  (module) => module.ForgotPasswordScreen,
);
export const GamesScreen = lazyScreen(
  () => import('../features/games/screens/games-screen'),
  (module) => module.GamesScreen,
);
export const WithdrawalScreen = lazyScreen(
  () => import('../features/withdrawal/screens/withdrawal-screen'),
  (module) => module.WithdrawalScreen,
);
export const TransactionRecordScreen = lazyScreen(
  () => import('../features/records/screens/transaction-record-screen'),
  (module) => module.TransactionRecordScreen,
);
export const BettingRecordScreen = lazyScreen(
  () => import('../features/records/screens/betting-record-screen'),
  (module) => module.BettingRecordScreen,
);
export const GameRunScreen = lazyScreen(
  () => import('../features/game-run/screens/game-run-screen'),
  (module) => module.GameRunScreen,
);
export const TurnoverRecordScreen = lazyScreen(
  () => import('../features/records/screens/turnover-record-screen'),
  (module) => module.TurnoverRecordScreen,
);
export const VipScreen = lazyScreen(
  () => import('../features/vip/screens/vip-screen'),
  (module) => module.VipScreen,
);
export const VipDetailsScreen = lazyScreen(
  () => import('../features/vip/screens/vip-details-screen'),
  (module) => module.VipDetailsScreen,
);
export const VipHistoryScreen = lazyScreen(
  () => import('../features/vip/screens/vip-history-screen'),
  (module) => module.VipHistoryScreen,
);
export const ReferralScreen = lazyScreen(
  () => import('../features/referral/screens/referral-screen'),
  (module) => module.ReferralScreen,
);
export const InboxScreen = lazyScreen(
  () => import('../features/inbox/screens/inbox-screen'),
  (module) => module.InboxScreen,
);
export const ChatHomeScreen = lazyScreen(
  () => import('../features/chat/screens/chat-home-screen'),
  (module) => module.ChatHomeScreen,
);
export const ChatListScreen = lazyScreen(
  () => import('../features/chat/screens/chat-list-screen'),
  (module) => module.ChatListScreen,
);
export const ChatBoxScreen = lazyScreen(
  () => import('../features/chat/screens/chat-box-screen'),
  (module) => module.ChatBoxScreen,
);
/** The exchange's own header and navigation, with their wallet calls and schemas: not on `/`. */
export const ExchangeLayout = lazyScreen(
  () => import('./layouts/exchange-layout'),
  (module) => module.ExchangeLayout,
);
/** The login and signup bar; it comes with the screen under it. */
export const AuthLayout = lazyScreen(
  () => import('./layouts/auth-layout'),
  (module) => module.AuthLayout,
);
/** The desktop site's frame: a phone never downloads it. */
export const DesktopLayout = lazyScreen(
  () => import('./layouts/desktop-layout'),
  (module) => module.DesktopLayout,
);
export const DesktopHomeScreen = lazyScreen(
  () => import('../features/desktop/screens/desktop-home-screen'),
  (module) => module.DesktopHomeScreen,
);
export const DesktopCategoryScreen = lazyScreen(
  () => import('../features/desktop/screens/category-screen'),
  (module) => module.CategoryScreen,
);
export const DesktopRegisterScreen = lazyScreen(
  () => import('../features/desktop/screens/register-screen'),
  (module) => module.RegisterScreen,
);
export const DesktopAppDownloadScreen = lazyScreen(
  () => import('../features/desktop/screens/app-download-screen'),
  (module) => module.AppDownloadScreen,
);
export const DesktopPromotionsScreen = lazyScreen(
  () => import('../features/promotions/screens/desktop-promotions-screen'),
  (module) => module.DesktopPromotionsScreen,
);
export const OddsViewScreen = lazyScreen(
  () => import('../features/exchange/screens/odds-view-screen'),
  (module) => module.OddsViewScreen,
);

export const ExchangeLoginScreen = lazyScreen(
  () => import('../features/exchange/shell/exchange-login-screen'),
  (module) => module.ExchangeLoginScreen,
);

export const ExchangeHomeScreen = lazyScreen(
  () => import('../features/exchange/lists/screens/exchange-home-screen'),
  (module) => module.ExchangeHomeScreen,
);

export const ExchangeInplayScreen = lazyScreen(
  () => import('../features/exchange/lists/screens/exchange-inplay-screen'),
  (module) => module.ExchangeInplayScreen,
);

export const ExchangeSportsScreen = lazyScreen(
  () => import('../features/exchange/lists/screens/exchange-sports-screen'),
  (module) => module.ExchangeSportsScreen,
);

export const ExchangeMultiScreen = lazyScreen(
  () => import('../features/exchange/lists/screens/exchange-multi-screen'),
  (module) => module.ExchangeMultiScreen,
);

export const ExchangeAccountScreen = lazyScreen(
  () => import('../features/exchange-account/screens/exchange-account-screen'),
  (module) => module.ExchangeAccountScreen,
);

export const ExchangeAccountProfileScreen = lazyScreen(
  () => import('../features/exchange-account/screens/account-profile-screen'),
  (module) => module.AccountProfileScreen,
);

export const ExchangeBalanceOverviewScreen = lazyScreen(
  () => import('../features/exchange-account/screens/balance-overview-screen'),
  (module) => module.BalanceOverviewScreen,
);

export const ExchangeMyBetsScreen = lazyScreen(
  () => import('../features/exchange-account/screens/my-bets-screen'),
  (module) => module.MyBetsScreen,
);

export const ExchangeBetsHistoryScreen = lazyScreen(
  () => import('../features/exchange-account/screens/bets-history-screen'),
  (module) => module.BetsHistoryScreen,
);

export const ExchangeProfitLossScreen = lazyScreen(
  () => import('../features/exchange-account/screens/profit-loss-screen'),
  (module) => module.ProfitLossScreen,
);

export const ExchangeActivityLogScreen = lazyScreen(
  () => import('../features/exchange-account/screens/activity-log-screen'),
  (module) => module.ActivityLogScreen,
);
export const SaferGamblingScreen = lazyScreen(
  () => import('../features/safer-gambling/screens/safer-gambling-screen'),
  (module) => module.SaferGamblingScreen,
);
