/** Test helpers that create operators and sign them in through the real operator API. */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { operatorRoles, operatorSessionResponseSchema, type OperatorRole } from '@khela/contract';
import { createOperator } from '../features/operators/service.js';
import type { TestApp } from './build-test-app.js';
import { bearer } from './players.js';

export const testOperatorPassword = 'operator-secret-1';

/** A fresh operator of the role, with its own username, as stored. */
export async function newOperator(
  harness: TestApp,
  role: OperatorRole = 'owner',
): Promise<{ operatorId: number; username: string; password: string }> {
  const username = `${role}-${randomBytes(4).toString('hex')}`;
  const operator = await createOperator(harness.context, {
    username,
    password: testOperatorPassword,
    role,
  });
  return { operatorId: operator.id, username, password: testOperatorPassword };
}

/** A fresh operator of the role, signed in: send `bearer(token)` to /admin-api calls. */
export async function signInOperator(
  harness: TestApp,
  role: OperatorRole = 'owner',
): Promise<{ token: string; operatorId: number }> {
  const operator = await newOperator(harness, role);
  const response = await harness.app.inject({
    method: 'POST',
    url: '/admin-api/login',
    payload: { username: operator.username, password: operator.password },
  });
  if (response.statusCode !== 200) throw new Error(`operator login failed: ${response.body}`);
  const { token } = operatorSessionResponseSchema.parse(response.json());
  return { token, operatorId: operator.operatorId };
}

/** One operator of every role, signed in, by role: for tests of who may use an area. */
export async function signInEveryRole(harness: TestApp): Promise<Record<OperatorRole, string>> {
  const tokens = {} as Record<OperatorRole, string>;
  for (const role of operatorRoles) tokens[role] = (await signInOperator(harness, role)).token;
  return tokens;
}

/** An operator API call under the operator's token, with a body only when `payload` is given. */
export function callAsOperator(
  harness: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return harness.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });
}
