/**
 * The gateways this server offers, built from configuration: the sandbox (the local default) or
 * bKash. The sandbox also needs its checkout routes and, in tests, its callback deliverer, so the
 * registry hands it out beside the plain lookup the deposit flow uses.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../platform/db/database.js';
import { createBkashGateway } from './bkash-gateway.js';
import { createPaymentGateways, type PaymentGateways } from './gateway.js';
import type { GatewayLog } from './sandbox-callbacks.js';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.js';

declare module '../../platform/app-context.js' {
  interface AppContext {
    /** E-wallet checkout gateways by name; `.sandbox` while the sandbox is the configured one. */
    paymentGateways: PaymentGatewayRegistry;
  }
}

export interface PaymentGatewayRegistry extends PaymentGateways {
  /** Set while PAYMENT_GATEWAY=sandbox: app.ts serves its checkout pages only then. */
  readonly sandbox: SandboxGateway | undefined;
  /** Stops background work (callback retries); for shutdown. */
  stop(): Promise<void>;
}

/**
 * Without SANDBOX_GATEWAY_SECRET the sandbox signs with a secret made once per process: signer
 * and verifier are the same process, and every context built in it (tests build several) agrees.
 */
const processSandboxSecret = randomBytes(32).toString('hex');

export function createPaymentGatewayRegistry(
  config: Pick<Config, 'environment' | 'publicUrl' | 'paymentGateway'>,
  db: Kysely<Database>,
  log: GatewayLog,
): PaymentGatewayRegistry {
  const settings = config.paymentGateway;
  const sandbox =
    settings.name === 'sandbox'
      ? createSandboxGateway({
          db,
          publicUrl: config.publicUrl,
          secret: settings.sandboxSecret ?? processSandboxSecret,
          expirySeconds: settings.sandboxExpirySeconds,
          log,
        })
      : undefined;
  if (sandbox && config.environment === 'production') {
    log(
      { paymentGateway: 'sandbox' },
      'the sandbox payment gateway is on: checkout deposits are credited without real money',
    );
  }
  const gateways = createPaymentGateways(
    sandbox ? [sandbox] : [createBkashGateway({ ...settings.bkash, log })],
  );
  return {
    get: (name) => gateways.get(name),
    names: () => gateways.names(),
    sandbox,
    async stop() {
      await sandbox?.stop();
    },
  };
}
