/** HTTP for sign-in: public login and signup, and the calls that need the player's bearer token. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountMessages,
  authCalls,
  desktopRegisterCalls,
  desktopRegisterMessages,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { registerCall } from '../../platform/http/register-call.js';
import { captchaIdFromCookieHeader } from '../captcha/service.js';
import { registerFromDesktop } from './desktop-register.js';
import {
  getOwnProfile,
  issueAccessToken,
  logIn,
  logOut,
  signUp,
  type RequestMeta,
} from './service.js';
import { DEVICE_ID_HEADER, deviceIdOf } from '../risk/service.js';

function metaOf(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  const origin = request.headers.origin;
  const captchaId = captchaIdFromCookieHeader(request.headers.cookie);
  const deviceId = deviceIdOf(request.headers[DEVICE_ID_HEADER]);
  return {
    ip: request.ip,
    ...(deviceId ? { deviceId } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(origin ? { origin } : {}),
    ...(captchaId ? { captchaId } : {}),
  };
}

export async function authRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  registerCall(app, authCalls.login, ({ body }, request) => logIn(context, body, metaOf(request)));

  registerCall(app, authCalls.createPlayer, async ({ body }, request, reply) => {
    const created = await signUp(context, body, metaOf(request));
    void reply.status(201);
    return {
      message: accountMessages.signupSuccess,
      remote_id: created.userId,
      username: created.username,
    };
  });

  // The desktop two-step form; the spec shows no call for it, so the path is ours.
  registerCall(app, desktopRegisterCalls.register, async ({ body }, request, reply) => {
    const created = await registerFromDesktop(
      context,
      body,
      captchaIdFromCookieHeader(request.headers.cookie),
      metaOf(request),
    );
    void reply.status(201);
    return {
      message: desktopRegisterMessages.success,
      remote_id: created.userId,
      username: created.username,
    };
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (player) => {
    requireSession(player, context);

    registerCall(player, authCalls.logout, async (_input, request) => {
      await logOut(context, callerOf(request));
      return { message: accountMessages.loggedOut };
    });

    registerCall(player, authCalls.userShow, async ({ query }, request) => ({
      success: true,
      data: await getOwnProfile(context, callerOf(request), query.remote_id),
    }));

    registerCall(player, authCalls.playerLogin, ({ body }, request) =>
      issueAccessToken(context, callerOf(request), body.user_id, metaOf(request)),
    );
  });
}
