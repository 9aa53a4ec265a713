/**
 * The first owner operator, so a new site can be run at all: the demo one (printed in the log like
 * the demo player) or the one named by OPERATOR_USERNAME / OPERATOR_PASSWORD. Created only when
 * missing; a later change of OPERATOR_PASSWORD does not reset an existing operator's password.
 */
import type { AppContext } from '../../platform/app-context.js';
import { findOperatorByUsernameKey } from './queries.js';
import { createOperator, operatorUsernameKey } from './service.js';

export interface SeededOperator {
  username: string;
  created: boolean;
  /** The demo password, shown in the log; undefined when it came from the environment. */
  demoPassword: string | undefined;
}

/** Demo sites call it always; other sites only when OPERATOR_PASSWORD is set. */
export async function seedFirstOperator(context: AppContext): Promise<SeededOperator> {
  const { firstOperator } = context.config;
  const demoPassword = firstOperator.isConfigured ? undefined : firstOperator.password;
  const existing = await findOperatorByUsernameKey(
    context.db,
    operatorUsernameKey(firstOperator.username),
  );
  if (existing) return { username: existing.username, created: false, demoPassword };
  await createOperator(context, {
    username: firstOperator.username,
    password: firstOperator.password,
    role: 'owner',
  });
  return { username: firstOperator.username, created: true, demoPassword };
}

/** The start-up log line; an operator password set through the environment is never printed. */
export function firstOperatorLogLine(operator: SeededOperator): string {
  return operator.demoPassword === undefined
    ? `Operator: username "${operator.username}" (password from OPERATOR_PASSWORD)`
    : `Operator: username "${operator.username}", password "${operator.demoPassword}"`;
}
