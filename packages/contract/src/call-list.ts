/**
 * Every call declared in the contract, for the checks that walk them all (the server's test that
 * each is registered, answers 401 without a session when it needs one, and answers what it
 * declares). A feature's calls join this list when its routes move to `registerCall`.
 */
import { profileCalls } from './account.js';
import { authCalls } from './auth.js';
import { backofficeAdminCalls } from './backoffice.js';
import type { Call } from './calls.js';
import { casinoAdminCalls, casinoCalls } from './casino.js';
import { catalogCalls } from './catalog.js';
import { catalogueAdminCalls } from './catalogue-admin.js';
import { chatCalls } from './chat.js';
import { supportChatCalls } from './chat-support.js';
import { desktopRegisterCalls } from './desktop-register.js';
import { exchangeAccountCalls } from './exchange-account.js';
import { exchangeBetCalls } from './exchange-bets.js';
import { exchangeListCalls } from './exchange-lists.js';
import { exchangeWalletCalls } from './exchange-wallet.js';
import { exchangeCashOutCalls } from './exchange-cash-out.js';
import { saferGamblingCalls } from './safer-gambling.js';
import { exchangeCalls } from './exchange.js';
import { houseCalls } from './house-games.js';
import { identityAdminCalls, identityCalls } from './identity.js';
import { inboxAdminCalls, inboxCalls } from './inbox.js';
import { marketBlockCalls } from './market-block.js';
import { operatorAdminCalls } from './operators-admin.js';
import { paymentAdminCalls } from './payments-admin.js';
import { promotionAdminCalls } from './promotions-admin.js';
import { promotionCalls } from './promotions.js';
import { recoveryCalls } from './recovery.js';
import { riskAdminCalls } from './risk-admin.js';
import { referralCalls } from './referral.js';
import { referralAdminCalls, vipAdminCalls } from './rewards-admin.js';
import { outboxAdminCalls, siteAdminCalls } from './site-admin.js';
import { siteCalls } from './site.js';
import { exchangeMarketAdminCalls, tradingAdminCalls } from './trading-admin.js';
import { vipCalls } from './vip.js';
import { depositAdminCalls, withdrawalAdminCalls } from './wallet-operations.js';
import {
  depositCalls,
  paymentMethodCalls,
  walletListCalls,
  walletSubmitCalls,
  withdrawCheckCall,
} from './wallet.js';

export const declaredCalls: readonly Call[] = [
  ...Object.values(vipCalls),
  ...Object.values(referralCalls),
  ...Object.values(walletListCalls),
  ...Object.values(paymentMethodCalls),
  ...Object.values(walletSubmitCalls),
  ...Object.values(depositCalls),
  withdrawCheckCall,
  ...Object.values(siteCalls),
  ...Object.values(catalogCalls),
  ...Object.values(casinoCalls),
  ...Object.values(promotionCalls),
  ...Object.values(inboxCalls),
  ...Object.values(marketBlockCalls),
  ...Object.values(recoveryCalls),
  ...Object.values(authCalls),
  ...Object.values(desktopRegisterCalls),
  ...Object.values(profileCalls),
  ...Object.values(exchangeCalls),
  ...Object.values(exchangeListCalls),
  ...Object.values(exchangeBetCalls),
  ...Object.values(exchangeWalletCalls),
  ...Object.values(exchangeCashOutCalls),
  ...Object.values(saferGamblingCalls),
  ...Object.values(identityCalls),
  ...Object.values(exchangeAccountCalls),
  ...Object.values(vipAdminCalls),
  ...Object.values(referralAdminCalls),
  ...Object.values(outboxAdminCalls),
  ...Object.values(siteAdminCalls),
  ...Object.values(paymentAdminCalls),
  ...Object.values(depositAdminCalls),
  ...Object.values(withdrawalAdminCalls),
  ...Object.values(identityAdminCalls),
  ...Object.values(tradingAdminCalls),
  ...Object.values(exchangeMarketAdminCalls),
  ...Object.values(promotionAdminCalls),
  ...Object.values(riskAdminCalls),
  ...Object.values(operatorAdminCalls),
  ...Object.values(backofficeAdminCalls),
  ...Object.values(catalogueAdminCalls),
  ...Object.values(inboxAdminCalls),
  ...Object.values(chatCalls),
  ...Object.values(supportChatCalls),
  ...Object.values(casinoAdminCalls),
  ...Object.values(houseCalls),
];
