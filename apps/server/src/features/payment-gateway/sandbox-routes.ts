/**
 * HTTP for the sandbox gateway's hosted checkout under /sandbox-gateway (outside /api: it stands
 * in for a third party's site). Registered only while the sandbox is the configured gateway.
 * Answers are HTML pages; bad input gets a page with a 4xx, never a 500.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import {
  checkoutPagePolicy,
  renderCheckoutPage,
  renderMessagePage,
  returnStatus,
  returnUrlFor,
  walletNumberMessage,
} from './sandbox-checkout-page.js';
import type { CheckoutAction } from './sandbox-gateway.js';
import type { SandboxGatewayPaymentRow } from './tables.js';

/** A person pays a few times an hour; a client hammering the pages is turned away. */
const REQUESTS_PER_WINDOW = 200;
const WINDOW_SECONDS = 10 * 60;
/** The forms carry one short field; anything bigger is not from this page. */
const FORM_BODY_LIMIT_BYTES = 2048;
const WALLET_NUMBER_ECHO_LENGTH_MAX = 20;
const actions: readonly CheckoutAction[] = ['pay', 'cancel', 'fail'];

function sendPage(
  reply: FastifyReply,
  statusCode: number,
  html: string,
  payment?: SandboxGatewayPaymentRow,
): FastifyReply {
  return reply
    .status(statusCode)
    .header('content-security-policy', checkoutPagePolicy(payment))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const notFoundPage = renderMessagePage(
  'Payment not found',
  'This checkout link is not valid. Go back to the merchant and start the payment again.',
);

function walletNumberFrom(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('wallet_number' in body)) return '';
  return typeof body.wallet_number === 'string' ? body.wallet_number : '';
}

export async function sandboxGatewayRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  const gateway = context.paymentGateways.sandbox;
  if (!gateway) return;
  // Callback retries stop with the app, so nothing is left running after close.
  app.addHook('onClose', () => gateway.stop());

  await app.register(
    // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
    async (sandbox) => {
      // Plain HTML forms post url-encoded bodies; only this scope accepts them.
      sandbox.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );

      sandbox.addHook('onRequest', async (request, reply) => {
        const hits = await context.rateLimiter.hit(
          `sandbox-gateway:ip:${request.ip}`,
          WINDOW_SECONDS,
        );
        if (hits.count <= REQUESTS_PER_WINDOW) return;
        void reply.header('retry-after', String(hits.retryAfterSeconds));
        return sendPage(
          reply,
          429,
          renderMessagePage('Too many requests', 'Please wait a few minutes and try again.'),
        );
      });

      sandbox.get<{ Params: { paymentRef: string } }>(
        '/checkout/:paymentRef',
        async (request, reply) => {
          const payment = await gateway.viewPayment(request.params.paymentRef);
          if (!payment) return sendPage(reply, 404, notFoundPage);
          return sendPage(reply, 200, renderCheckoutPage(payment), payment);
        },
      );

      sandbox.post<{ Params: { paymentRef: string; action: string } }>(
        '/checkout/:paymentRef/:action',
        async (request, reply) => {
          const action = actions.find((candidate) => candidate === request.params.action);
          if (!action) return sendPage(reply, 404, notFoundPage);
          const walletNumber = walletNumberFrom(request.body);
          const outcome = await gateway.act(request.params.paymentRef, action, walletNumber);
          switch (outcome.kind) {
            case 'not_found':
              return sendPage(reply, 404, notFoundPage);
            case 'invalid_number':
              return sendPage(
                reply,
                422,
                renderCheckoutPage(outcome.payment, {
                  walletNumber: walletNumber.slice(0, WALLET_NUMBER_ECHO_LENGTH_MAX),
                  error: walletNumberMessage,
                }),
                outcome.payment,
              );
            case 'finished': {
              const status = returnStatus(outcome.payment);
              // An expired checkout shows its state; one that ended by a submit (this one or an
              // earlier double click) sends the browser back with how it ended.
              if (status === undefined || outcome.payment.status === 'expired') {
                return sendPage(reply, 200, renderCheckoutPage(outcome.payment), outcome.payment);
              }
              return reply.redirect(returnUrlFor(outcome.payment, status), 303);
            }
          }
        },
      );

      sandbox.setNotFoundHandler((_request, reply) => sendPage(reply, 404, notFoundPage));
    },
    { prefix: '/sandbox-gateway' },
  );
}
