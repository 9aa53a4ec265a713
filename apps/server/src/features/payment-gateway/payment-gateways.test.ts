/**
 * Choosing the gateway from configuration: the sandbox by default (its checkout pages served),
 * bKash when configured with every credential (no sandbox pages then), and a production server
 * without demo data (a real site) that has not named its gateway refuses to start. Without a
 * configured secret, every sandbox in one process signs alike.
 */
import { describe, expect, it } from 'vitest';
import { notFoundMessage } from '../../app.js';
import { loadConfig } from '../../config.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { createPaymentGatewayRegistry } from './payment-gateways.js';
import { SANDBOX_SIGNATURE_HEADER, signSandboxCallback } from './sandbox-callbacks.js';
import { refusalBody } from '../../testing/refusal.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';

const bkashEnvironment = {
  PAYMENT_GATEWAY: 'bkash',
  BKASH_BASE_URL: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta/tokenized/checkout',
  BKASH_APP_KEY: 'key',
  BKASH_APP_SECRET: 'secret',
  BKASH_USERNAME: 'merchant',
  BKASH_PASSWORD: 'password',
};

describe('payment gateway configuration', () => {
  it('defaults to the sandbox for the demo and makes a real site choose', () => {
    expect(loadConfig({}).paymentGateway.name).toBe('sandbox');
    // `npm start` runs the demo site in production mode.
    expect(loadConfig({ NODE_ENV: 'production' }).paymentGateway.name).toBe('sandbox');
    const realSite = { NODE_ENV: 'production', SEED_DEMO_DATA: 'false' };
    expect(() => loadConfig(realSite)).toThrow(
      /PAYMENT_GATEWAY: must be set in production without demo data/,
    );
    expect(loadConfig({ ...realSite, PAYMENT_GATEWAY: 'sandbox' }).paymentGateway.name).toBe(
      'sandbox',
    );
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY/);
    expect(() => loadConfig({ SANDBOX_GATEWAY_SECRET: 'short' })).toThrow(/SANDBOX_GATEWAY_SECRET/);
    expect(
      loadConfig({ SANDBOX_GATEWAY_EXPIRY_MINUTES: '5' }).paymentGateway.sandboxExpirySeconds,
    ).toBe(300);
  });

  it('needs every bKash setting when bKash is chosen', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'bkash', BKASH_APP_KEY: 'key' })).toThrow(
      /BKASH_BASE_URL: PAYMENT_GATEWAY=bkash needs it[\s\S]*BKASH_PASSWORD/,
    );
    expect(
      loadConfig({ ...bkashEnvironment, NODE_ENV: 'production' }).paymentGateway,
    ).toMatchObject({
      name: 'bkash',
      bkash: { appKey: 'key', username: 'merchant' },
    });
  });

  it('sandboxes in one process share their default secret', async () => {
    const harness = await buildTestApp();
    try {
      const config = loadConfig({});
      const first = createPaymentGatewayRegistry(config, harness.context.db, () => undefined);
      const second = createPaymentGatewayRegistry(config, harness.context.db, () => undefined);
      const { paymentRef } = await first.sandbox!.createCheckout({
        invoice: 'SHARED-SECRET',
        amountPaisa: 100,
        callbackUrl: 'http://localhost/callback',
        returnUrl: 'http://localhost/return',
      });
      let signature: string | undefined;
      let deliveredBody = '';
      first.sandbox!.setDeliverer((_url, headers, body) => {
        signature = headers[SANDBOX_SIGNATURE_HEADER];
        deliveredBody = body;
        return Promise.resolve({ status: 200 });
      });
      await first.sandbox!.act(paymentRef, 'cancel');
      expect(
        second.sandbox!.verifyCallback({ [SANDBOX_SIGNATURE_HEADER]: signature }, deliveredBody),
      ).toEqual({ paymentRef });
      const guessed = { [SANDBOX_SIGNATURE_HEADER]: signSandboxCallback('guess', deliveredBody) };
      expect(second.sandbox!.verifyCallback(guessed, deliveredBody)).toBeUndefined();
      await Promise.all([first.stop(), second.stop()]);
    } finally {
      await harness.close();
    }
  });
});

describe('with PAYMENT_GATEWAY=bkash', () => {
  const harness = testAppPerFile({ environment: bkashEnvironment });

  it('offers bKash only and serves no sandbox pages', async () => {
    const gateways = harness.context.paymentGateways;
    expect(gateways.names()).toEqual(['bkash']);
    expect(gateways.get('bkash')).toMatchObject({ name: 'bkash', isSandbox: false });
    expect(gateways.get('sandbox')).toBeUndefined();
    expect(gateways.sandbox).toBeUndefined();
    const page = await harness.app.inject({
      method: 'GET',
      url: '/sandbox-gateway/checkout/SBX000000000000000000000000',
    });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual(refusalBody(notFoundMessage));
  });
});
