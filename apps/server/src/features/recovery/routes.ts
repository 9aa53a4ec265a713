/** HTTP for password recovery: request a one-time code, then reset with it. */
import type { FastifyInstance } from 'fastify';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { requestPasswordReset, resetPassword } from './service.js';

export function recoveryRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.post('/usr-forgot-password', async (request) => {
    const body = parseInput(forgotPasswordRequestSchema, request.body);
    return requestPasswordReset(context, body, request.ip);
  });

  app.post('/usr-reset-password', async (request) => {
    const body = parseInput(resetPasswordRequestSchema, request.body);
    return resetPassword(
      context,
      { username: body.username, otp: body.otp, password: body.password },
      request.ip,
    );
  });
  return Promise.resolve();
}
