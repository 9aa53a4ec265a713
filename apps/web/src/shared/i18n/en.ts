/**
 * English text. The spec's messages are the English strings, word for word; `messages` holds them
 * so the Bangla side can translate what the contract's schemas and the server say.
 */
import { enScreens } from './en-screens';
import { enShell } from './en-shell';

export const en = {
  common: enShell.common,
  language: enShell.language,
  header: enShell.header,
  toolbar: enShell.toolbar,
  splash: enShell.splash,
  vip: enScreens.vip,
  referral: enScreens.referral,
  maintenance: enShell.maintenance,
  comingSoon: enScreens.comingSoon,
  error: enShell.error,
  home: enShell.home,
  categories: enShell.categories,
  games: enScreens.games,
  gameRun: enScreens.gameRun,
  gameLaunch: enShell.gameLaunch,
  navigation: enShell.navigation,
  footer: enShell.footer,
  realityCheck: enShell.realityCheck,
  auth: enScreens.auth,
  account: enScreens.account,
  profile: enScreens.profile,
  password: enScreens.password,
  promotions: enScreens.promotions,
  recovery: enScreens.recovery,
  deposit: enScreens.deposit,
  makePayment: enScreens.makePayment,
  paymentRequest: enScreens.paymentRequest,
  withdrawal: enScreens.withdrawal,
  identity: enScreens.identity,
  records: enScreens.records,
  inbox: enScreens.inbox,
  chat: enScreens.chat,
  exchange: enScreens.exchange,
  exchangeLists: enScreens.exchangeLists,
  exchangeAccount: enScreens.exchangeAccount,
  desktop: enScreens.desktop,
  terms: enScreens.terms,
  saferGambling: enScreens.saferGambling,
};

/** The same tree with any text at the leaves: the shape every other language must fill. */
export type Translations = TextTree<typeof en>;
export type TextTree<T> = { [Key in keyof T]: T[Key] extends string ? string : TextTree<T[Key]> };
