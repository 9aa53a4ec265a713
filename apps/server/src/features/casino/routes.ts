/**
 * HTTP for the casino: the player's game launch and Settled betting record (bearer), and the
 * aggregators' signed seamless-wallet callbacks under /api/provider-wallet.
 */
import type { FastifyInstance } from 'fastify';
import {
  casinoAdminCalls,
  casinoCalls,
  gameRunMessages,
  providerWalletActions,
} from '@khela/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { bearerToken, callerOf, requireSession } from '../../platform/auth/require-player.js';
import { findActiveSession } from '../../platform/auth/sessions.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { registerCall } from '../../platform/http/register-call.js';
import { operatorOf, requireOperator } from '../operators/service.js';
import { getBettingRecord } from './betting-record.js';
import { runGame } from './launch.js';
import { configureProviderAsOperator, listProviderConfigs } from './provider-admin.js';
import { handleProviderCall } from './provider-callbacks.js';
import { signedWalletHeaders } from './wallet-signature.js';

const CALLBACK_BODY_LIMIT_BYTES = 16 * 1024;

const callbackParamsSchema = z.object({
  provider: z.string().min(1).max(64),
  action: z.enum(providerWalletActions),
});

export async function casinoRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (launch) => {
    // The spec's own words for a launch without a live sign-in ([contract: Error texts]).
    launch.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      const session = token ? await findActiveSession(context.db, token) : undefined;
      if (session?.kind !== 'player') {
        throw new DomainError('unauthenticated', gameRunMessages.notLoggedIn);
      }
      request.session = session;
    });
    registerCall(launch, casinoCalls.gameRun, ({ body }, request) =>
      runGame(context, callerOf(request), body),
    );
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (player) => {
    requireSession(player, context);
    registerCall(player, casinoCalls.bettingRecord, (_input, request) =>
      getBettingRecord(context, callerOf(request).userId),
    );
  });

  // The provider signs the raw body, so this scope keeps JSON as text for the signature check.
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (callbacks) => {
    callbacks.removeContentTypeParser('application/json');
    callbacks.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    callbacks.post('/provider-wallet/:provider/:action', async (request, reply) => {
      const params = parseInput(callbackParamsSchema, request.params);
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const result = await handleProviderCall(
        context,
        params.provider,
        params.action,
        request.headers,
        rawBody,
      );
      const text = JSON.stringify(result.body);
      // Answers are signed too, so the provider can trust the balance it reads.
      if (result.secret) void reply.headers(signedWalletHeaders(result.secret, text));
      return reply.status(result.status).type('application/json').send(text);
    });
  });
}

/** The operator's calls under /admin-api: configuring aggregators and their wallet secrets (owner). */
export function casinoAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireOperator(app, context.db, ['owner']);
  registerCall(app, casinoAdminCalls.providers, () => listProviderConfigs(context));
  registerCall(app, casinoAdminCalls.configure, ({ params, body }, request) =>
    configureProviderAsOperator(context, operatorOf(request), params.platform, body, request.ip),
  );
  return Promise.resolve();
}
