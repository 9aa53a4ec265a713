/**
 * Payment methods as players see them, and the receiving number a deposit should go to: numbers
 * rotate, and a number that has reached its daily limit is not offered.
 */
import {
  depositMessages,
  normalizeAccountType,
  takaToPaisa,
  type PaymentAccountType,
  type PaymentMethod,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { dhakaToday, isoNow } from '../../platform/db/time.js';
import { validationError } from '../../platform/errors/domain-error.js';
import {
  listActiveChannelsOf,
  listActiveMethods,
  listNumbersWithRoom,
  markAssigned,
} from './queries.js';

export const paymentMessages = {
  noNumberHasRoom:
    'No receiving number can take this amount right now. Please try a smaller amount or another method.',
} as const;

type MethodRow = Awaited<ReturnType<typeof listActiveMethods>>[number];

function toPaymentMethod(row: MethodRow): PaymentMethod & { bonus_percent: number } {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    status: row.status,
    account_type: row.account_type,
    bonus_percent: row.bonus_percent,
  };
}

export async function listPaymentMethods(context: AppContext) {
  return (await listActiveMethods(context.db)).map(toPaymentMethod);
}

export async function listChannels(context: AppContext, name: string) {
  return (await listActiveChannelsOf(context.db, name)).map(toPaymentMethod);
}

export async function assignWalletNumber(
  context: AppContext,
  request: { name: string; accountType: PaymentAccountType; amountTaka: number },
): Promise<{ success: true; number: string; payment_id: number }> {
  const accountType = normalizeAccountType(request.accountType);
  const channel = (await listActiveChannelsOf(context.db, request.name)).find(
    (method) => method.account_type === accountType,
  );
  if (!channel) throw validationError({ name: [depositMessages.paymentMethodRequired] });
  const amountPaisa = takaToPaisa(request.amountTaka);
  const number = await context.db.transaction().execute(async (trx) => {
    const [chosen] = await listNumbersWithRoom(trx, channel.id, amountPaisa, dhakaToday());
    if (chosen) await markAssigned(trx, chosen.id, isoNow());
    return chosen;
  });
  if (!number) throw validationError({ amount: [paymentMessages.noNumberHasRoom] });
  return { success: true, number: number.number, payment_id: channel.id };
}
