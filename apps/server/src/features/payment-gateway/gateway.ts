/**
 * The e-wallet checkout gateway as the deposit flow sees it: open a hosted checkout, ask the
 * gateway how a payment stands, and check that a callback really came from the gateway. The
 * sandbox and bKash both sit behind this interface, so deposits never know which one runs.
 */

/** How a payment stands on the gateway's side; only `completed` means money reached us. */
export type GatewayPaymentStatus = 'pending' | 'completed' | 'failed' | 'cancelled' | 'expired';

export interface CreateCheckoutInput {
  /** The merchant's invoice: our deposit request's public id. Unique per payment. */
  invoice: string;
  amountPaisa: number;
  /** Where the gateway posts its server-to-server callback (when it has one). */
  callbackUrl: string;
  /** Where the player's browser goes when the checkout ends. */
  returnUrl: string;
}

export interface CheckoutSession {
  /** The gateway's id for the payment; every later question names it. */
  paymentRef: string;
  /** The hosted page the player's browser is sent to. */
  checkoutUrl: string;
}

export interface GatewayPayment {
  paymentRef: string;
  invoice: string;
  status: GatewayPaymentStatus;
  amountPaisa: number;
  /** The wallet provider's transaction id, once the payment completed. */
  trxId: string | null;
  /** The wallet number that paid, when the gateway tells. */
  payerNumber: string | null;
}

export type CallbackHeaders = Record<string, string | string[] | undefined>;

export interface PaymentGateway {
  /** 'sandbox', 'bkash': also the `:gateway` segment of the callback route. */
  readonly name: string;
  /** True when no real money moves; screens and docs label it. */
  readonly isSandbox: boolean;
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession>;
  /** The gateway's own view of a payment: the truth a callback only hints at. */
  queryPayment(paymentRef: string): Promise<GatewayPayment>;
  /** Checks a callback's signature; answers the payment ref it is about, or undefined when forged/malformed. */
  verifyCallback(headers: CallbackHeaders, rawBody: string): { paymentRef: string } | undefined;
}

export interface PaymentGateways {
  get(name: string): PaymentGateway | undefined;
  names(): string[];
}

/**
 * `network`: the gateway could not be reached or answered nonsense (timeout, refused connection,
 * 5xx, unreadable body); trying again later may work. `refused`: the gateway answered and said no
 * (bad credentials, unknown payment, duplicate invoice, a rule of theirs); trying again will not.
 */
export type GatewayErrorKind = 'network' | 'refused';

/** A gateway failure the caller turns into a plain message for the player and a log line. */
export class GatewayError extends Error {
  readonly gateway: string;
  readonly kind: GatewayErrorKind;
  /** The gateway's own code when it gave one ('2023', 'not_found'), for logs and support. */
  readonly gatewayCode: string | undefined;

  constructor(
    gateway: string,
    kind: GatewayErrorKind,
    message: string,
    options: { gatewayCode?: string; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'GatewayError';
    this.gateway = gateway;
    this.kind = kind;
    this.gatewayCode = options.gatewayCode;
  }
}

/** A registry over the configured gateways, looked up by name. */
export function createPaymentGateways(gateways: readonly PaymentGateway[]): PaymentGateways {
  const byName = new Map(gateways.map((gateway) => [gateway.name, gateway]));
  if (byName.size !== gateways.length) throw new Error('two payment gateways share one name');
  return {
    get: (name) => byName.get(name),
    names: () => [...byName.keys()],
  };
}
