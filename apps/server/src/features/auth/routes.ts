/** HTTP for sign-in: public login and signup, and the calls that need the player's bearer token. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountMessages,
  desktopRegisterFormSchema,
  desktopRegisterMessages,
  loginRequestSchema,
  playerLoginRequestSchema,
  signupRequestSchema,
  userShowQuerySchema,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { parseInput } from '../../platform/http/parse-input.js';
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

function metaOf(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  const origin = request.headers.origin;
  const captchaId = captchaIdFromCookieHeader(request.headers.cookie);
  return {
    ip: request.ip,
    ...(userAgent ? { userAgent } : {}),
    ...(origin ? { origin } : {}),
    ...(captchaId ? { captchaId } : {}),
  };
}

export async function authRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.post('/login', async (request) => {
    const credentials = parseInput(loginRequestSchema, request.body);
    return logIn(context, credentials, metaOf(request));
  });

  app.post('/v1/create-players', async (request, reply) => {
    const payload = parseInput(signupRequestSchema, request.body);
    const created = await signUp(context, payload, metaOf(request));
    return reply.status(201).send({
      message: accountMessages.signupSuccess,
      remote_id: created.userId,
      username: created.username,
    });
  });

  // The desktop two-step form; the spec shows no call for it, so the path is ours.
  app.post('/v1/register', async (request, reply) => {
    const form = parseInput(desktopRegisterFormSchema, request.body);
    const created = await registerFromDesktop(
      context,
      form,
      captchaIdFromCookieHeader(request.headers.cookie),
      metaOf(request),
    );
    return reply.status(201).send({
      message: desktopRegisterMessages.success,
      remote_id: created.userId,
      username: created.username,
    });
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (player) => {
    requireSession(player, context);

    player.post('/logout', async (request) => {
      await logOut(context, callerOf(request));
      return { message: accountMessages.loggedOut };
    });

    player.get('/user/show', async (request) => {
      const query = parseInput(userShowQuerySchema, request.query);
      return {
        success: true,
        data: await getOwnProfile(context, callerOf(request), query.remote_id),
      };
    });

    player.post('/player-login', async (request) => {
      const body = parseInput(playerLoginRequestSchema, request.body);
      return issueAccessToken(context, callerOf(request), body.user_id, metaOf(request));
    });
  });
}
