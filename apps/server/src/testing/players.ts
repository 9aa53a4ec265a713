/** Test helpers that create and sign in players through the real API. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@khela/contract';

let sequence = 0;

/** A valid signup payload with unique username, e-mail and phone. */
export function signupPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  const unique = `${randomBytes(3).toString('hex')}${sequence}`;
  const phoneDigits = `017${String(parseInt(randomBytes(4).toString('hex'), 16) % 100_000_000).padStart(8, '0')}`;
  return {
    username: `player${unique}`.slice(0, 16),
    password: 'secret123',
    confirmPassword: 'secret123',
    name: 'Test Player',
    phone: phoneDigits,
    email: `player${unique}@example.com`,
    currency: 'BDT',
    status: 'active',
    ...overrides,
  };
}

/**
 * A new player, not signed in: the username and password to sign in with. `remoteAddress`: where
 * the player signs up from, for tests whose limits count per address.
 */
export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  remoteAddress?: string,
): Promise<{ username: string; password: string }> {
  const payload = signupPayload(overrides);
  const signup = await app.inject({
    method: 'POST',
    url: '/api/v1/create-players',
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  return { username: String(payload['username']), password: String(payload['password']) };
}

/** A new player signed in, from `remoteAddress` when given (as `signUp`). */
export async function signUpAndLogIn(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  remoteAddress?: string,
): Promise<LoginResponse & { password: string }> {
  const credentials = await signUp(app, overrides, remoteAddress);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: credentials,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { ...login.json<LoginResponse>(), password: credentials.password };
}

/** The player signed in once more, as from a second device: the new session's token. */
export async function logInAgain(
  app: FastifyInstance,
  player: { username: string; password: string },
): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: player.username, password: player.password },
  });
  return login.json<{ token: string }>().token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
