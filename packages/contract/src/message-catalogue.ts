/**
 * Every text the server may answer with, each under a stable code (`area.key`, e.g.
 * `exchangeBet.marketClosed`). The code is what crosses the wire beside the English text and what
 * clients translate by; the English lives once, in its area's `…Messages` object, and the Bangla
 * once, in `messages-bn.ts`. A text with `{{name}}` placeholders is a template: `fillMessage`
 * writes it, and `readMessage` gets the code and the values back from a written one.
 */
import { accountMessages, captchaMessages, loginMessages, signupMessages } from './auth.js';
import { backofficeMessages } from './backoffice.js';
import { casinoAdminMessages, casinoMessages } from './casino.js';
import { catalogMessages, gameRunMessages } from './catalog.js';
import { catalogueMessages } from './catalogue-admin.js';
import { supportChatMessages } from './chat-support.js';
import { chatMessages } from './chat.js';
import { desktopRegisterMessages } from './desktop-register.js';
import { generalMessages, internalMessages } from './errors.js';
import { exchangeAccountMessages } from './exchange-account.js';
import { exchangeBetMessages } from './exchange-bets.js';
import { exchangeListMessages } from './exchange-lists.js';
import { exchangeWalletMessages } from './exchange-wallet.js';
import { exchangeMessages } from './exchange.js';
import { fieldMessages } from './fields.js';
import { houseMessages } from './house-constants.js';
import { identityAdminMessages, identityMessages } from './identity.js';
import { inboxMessages, inboxNoticeMessages, operatorInboxMessages } from './inbox.js';
import { liveMessages } from './live.js';
import { marketBlockMessages } from './market-block.js';
import { operatorAdminMessages } from './operators-admin.js';
import { operatorMessages } from './operators.js';
import { paymentAdminMessages } from './payments-admin.js';
import { promotionAdminMessages } from './promotions-admin.js';
import { promotionMessages } from './promotions.js';
import { recordMessages } from './records.js';
import { recoveryMessages } from './recovery.js';
import { referralMessages } from './referral.js';
import { rewardsAdminMessages } from './rewards-admin.js';
import { riskAdminMessages, riskMessages } from './risk-admin.js';
import { siteAdminMessages } from './site-admin.js';
import {
  betRoutingMessages,
  catalogSuccessMessages,
  depositServiceMessages,
  gatewayDepositMessages,
  idempotencyMessages,
  ledgerMessages,
  recoveryServerMessages,
  settlementMessages,
  throttleMessages,
  walletMessages,
} from './service-messages.js';
import { saferGamblingMessages } from './safer-gambling.js';
import { siteMessages } from './site.js';
import { tradingMessages } from './trading-admin.js';
import { vipHistoryMessages, vipMessages } from './vip.js';
import { walletOperationMessages } from './wallet-operations.js';
import {
  depositMessages,
  makePaymentMessages,
  paymentRequestMessages,
  receiptMessages,
  uploadMessages,
  withdrawMessages,
} from './wallet.js';
import { changePasswordMessages, profileMessages } from './account.js';
import { codeCaptureMessages } from './code-capture.js';
import { PLACEHOLDER, type MessageParams } from './message-text.js';

/**
 * The areas players read, in the order a shared text takes its code from (an entry that repeats
 * an earlier area's text, such as withdrawal's "verify your phone", answers with the earlier code).
 */
export const playerMessageCatalogue = {
  general: generalMessages,
  field: fieldMessages,
  login: loginMessages,
  signup: signupMessages,
  account: accountMessages,
  captcha: captchaMessages,
  recovery: recoveryMessages,
  recoveryServer: recoveryServerMessages,
  throttle: throttleMessages,
  idempotency: idempotencyMessages,
  ledger: ledgerMessages,
  desktopRegister: desktopRegisterMessages,
  site: siteMessages,
  codeCapture: codeCaptureMessages,
  profile: profileMessages,
  changePassword: changePasswordMessages,
  records: recordMessages,
  deposit: depositMessages,
  depositService: depositServiceMessages,
  gatewayDeposit: gatewayDepositMessages,
  wallet: walletMessages,
  makePayment: makePaymentMessages,
  withdraw: withdrawMessages,
  paymentRequest: paymentRequestMessages,
  receipt: receiptMessages,
  upload: uploadMessages,
  inbox: inboxMessages,
  inboxNotice: inboxNoticeMessages,
  live: liveMessages,
  vip: vipMessages,
  vipHistory: vipHistoryMessages,
  referral: referralMessages,
  promotion: promotionMessages,
  chat: chatMessages,
  catalog: catalogMessages,
  catalogSuccess: catalogSuccessMessages,
  gameRun: gameRunMessages,
  casino: casinoMessages,
  house: houseMessages,
  exchange: exchangeMessages,
  exchangeBet: exchangeBetMessages,
  betRouting: betRoutingMessages,
  settlement: settlementMessages,
  exchangeList: exchangeListMessages,
  exchangeAccount: exchangeAccountMessages,
  exchangeWallet: exchangeWalletMessages,
  marketBlock: marketBlockMessages,
  saferGambling: saferGamblingMessages,
  risk: riskMessages,
  identity: identityMessages,
} as const;

/** The areas only the operator console reads; it is in English, so these have no Bangla. */
export const consoleMessageCatalogue = {
  internal: internalMessages,
  operator: operatorMessages,
  operatorAdmin: operatorAdminMessages,
  operatorInbox: operatorInboxMessages,
  supportChat: supportChatMessages,
  walletOperation: walletOperationMessages,
  backoffice: backofficeMessages,
  paymentAdmin: paymentAdminMessages,
  promotionAdmin: promotionAdminMessages,
  rewardsAdmin: rewardsAdminMessages,
  trading: tradingMessages,
  catalogue: catalogueMessages,
  casinoAdmin: casinoAdminMessages,
  siteAdmin: siteAdminMessages,
  riskAdmin: riskAdminMessages,
  identityAdmin: identityAdminMessages,
} as const;

// A call marked pure, not an object spread: a bundler keeps a spread at the top level even when
// nothing reads it, and with it the console's areas and the schemas beside them in their modules.
export const messageCatalogue = /* @__PURE__ */ Object.assign(
  {},
  playerMessageCatalogue,
  consoleMessageCatalogue,
);

type Catalogue = typeof messageCatalogue;
type CodesOf<C> = {
  [Area in keyof C & string]: `${Area}.${keyof C[Area] & string}`;
}[keyof C & string];

export type PlayerMessageCode = CodesOf<typeof playerMessageCatalogue>;
export type MessageCode = CodesOf<Catalogue>;

interface Entry<Code extends string> {
  code: Code;
  text: string;
  /** For a template: matches a written text and captures its values, in `names` order. */
  pattern: RegExp | undefined;
  names: string[];
}

/** Reads texts and codes against one catalogue. */
export interface MessageReader<Code extends string> {
  /** The English text of a code, or undefined for a code the catalogue does not hold. */
  messageText(code: string): string | undefined;
  isMessageCode(code: string): code is Code;
  /**
   * The code of a text the catalogue holds, with a template's values, or undefined for any other
   * text. Where two areas share a text, the earlier area's code answers.
   */
  readMessage(text: string): { code: Code; params?: MessageParams } | undefined;
}

// The entries are built on the first read, not when the module loads: a page that never reads a
// server's text never pays for them.
function readerOf<Code extends string>(
  catalogue: Record<string, Record<string, unknown>>,
): MessageReader<Code> {
  let entries: Entry<Code>[] | undefined;
  let codeByText: Map<string, Code> | undefined;

  function allEntries(): Entry<Code>[] {
    if (entries) return entries;
    entries = [];
    for (const [area, texts] of Object.entries(catalogue)) {
      for (const [key, text] of Object.entries(texts)) {
        if (typeof text !== 'string') continue;
        const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
        entries.push({
          code: `${area}.${key}` as Code,
          text,
          names,
          pattern: names.length > 0 ? templatePattern(text) : undefined,
        });
      }
    }
    return entries;
  }

  const messageText = (code: string) => allEntries().find((entry) => entry.code === code)?.text;
  return {
    messageText,
    isMessageCode: (code): code is Code => messageText(code) !== undefined,
    readMessage(text) {
      if (!codeByText) {
        codeByText = new Map();
        for (const entry of allEntries()) {
          if (!entry.pattern && !codeByText.has(entry.text)) codeByText.set(entry.text, entry.code);
        }
      }
      const code = codeByText.get(text);
      if (code) return { code };
      for (const entry of allEntries()) {
        const match = entry.pattern?.exec(text);
        if (!match) continue;
        const params: MessageParams = {};
        entry.names.forEach((name, index) => (params[name] = match[index + 1]!));
        return { code: entry.code, params };
      }
      return undefined;
    },
  };
}

function templatePattern(template: string): RegExp {
  const parts = template.split(PLACEHOLDER);
  // split() with a capture group alternates literal text and placeholder names.
  const source = parts
    .map((part, index) => (index % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '(.+?)'))
    .join('');
  return new RegExp(`^${source}$`, 's');
}

/** The whole catalogue's reader: the server's and the console's. */
const wholeCatalogue = /* @__PURE__ */ readerOf<MessageCode>(messageCatalogue);

// The whole catalogue's reading, as MessageReader says, for the server and the console. Functions,
// not the reader's methods taken off it at the top level: a bundle that calls none of them then
// drops the whole catalogue (a top-level property read is kept, in case it has effects).
export function messageText(code: string): string | undefined {
  return wholeCatalogue.messageText(code);
}

export function isMessageCode(code: string): code is MessageCode {
  return wholeCatalogue.isMessageCode(code);
}

export function readMessage(
  text: string,
): { code: MessageCode; params?: MessageParams } | undefined {
  return wholeCatalogue.readMessage(text);
}

/**
 * The player areas' reader, for the player's app: a bundle that reads only this one leaves out the
 * console's areas, and with them the console's schemas, which share their modules.
 */
export const playerMessageReader =
  /* @__PURE__ */ readerOf<PlayerMessageCode>(playerMessageCatalogue);
