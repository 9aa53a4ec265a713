/** HTTP for password recovery: request a one-time code, then reset with it. */
import type { FastifyInstance } from 'fastify';
import { recoveryCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requestPasswordReset, resetPassword } from './service.js';

export function recoveryRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  registerCall(app, recoveryCalls.requestOtp, ({ body }, request) =>
    requestPasswordReset(context, body, request.ip),
  );

  registerCall(app, recoveryCalls.resetPassword, ({ body }, request) =>
    resetPassword(
      context,
      { username: body.username, otp: body.otp, password: body.password },
      request.ip,
    ),
  );
  return Promise.resolve();
}
