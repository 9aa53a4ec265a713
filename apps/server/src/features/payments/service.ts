/**
 * Payment methods as players see them, and the receiving number a deposit should go to: numbers
 * rotate, and a number that has reached its daily limit is not offered.
 */
import {
  DEPOSIT_AMOUNT_TAKA_MAX,
  DEPOSIT_AMOUNT_TAKA_MIN,
  normalizeAccountType,
  paisa,
  takaLabel,
  takaToPaisa,
  type PaymentAccountType,
  type PaymentMethod,
  depositServiceMessages,
  fillMessage,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { dhakaToday, isoNow } from '../../platform/db/time.js';
import { validationError } from '../../platform/errors/domain-error.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import {
  addToUsage,
  findDepositBounds,
  findMethodById,
  listActiveChannelsOf,
  listActiveMethods,
  listNumbersWithRoom,
  markAssigned,
  removeFromUsage,
} from './queries.js';

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

export interface PaymentChannel {
  id: number;
  name: string;
  icon: string;
  accountType: 'Agent' | 'Merchant' | 'Personal';
  bonusPercent: number;
  /** The gateway adapter it pays through, or null for a manual (report the TRX id) channel. */
  gateway: string | null;
}

type ChannelRow = NonNullable<Awaited<ReturnType<typeof findMethodById>>>;

function toChannel(row: ChannelRow): PaymentChannel {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    accountType: row.account_type,
    bonusPercent: row.bonus_percent,
    gateway: row.gateway,
  };
}

/** The active channel of a provider (case-insensitive) and type, or undefined. */
export async function findActiveChannel(
  db: Executor,
  name: string,
  accountType: PaymentAccountType,
): Promise<PaymentChannel | undefined> {
  const type = normalizeAccountType(accountType);
  const row = (await listActiveChannelsOf(db, name)).find((method) => method.account_type === type);
  return row ? toChannel(row) : undefined;
}

/** Whether a provider has any active channel (withdrawals name the provider only). */
export async function isActiveProvider(db: Executor, name: string): Promise<boolean> {
  return (await listActiveChannelsOf(db, name)).length > 0;
}

/**
 * The channel a withdrawal that named only its provider is recorded under, so the operator sees
 * which wallet to pay through: the provider's active Personal channel, else its first active one.
 */
export async function providerChannelId(db: Executor, name: string): Promise<number | null> {
  const channels = await listActiveChannelsOf(db, name);
  return (
    (channels.find((channel) => channel.account_type === 'Personal') ?? channels[0])?.id ?? null
  );
}

export async function findChannelById(
  db: Executor,
  id: number,
): Promise<(PaymentChannel & { active: boolean }) | undefined> {
  const row = await findMethodById(db, id);
  return row ? { ...toChannel(row), active: row.status === 'active' } : undefined;
}

/**
 * A manual channel's own minimum and maximum deposit, when finance set them (the contract's
 * site-wide amounts were already checked): a 422 on `amount` naming them.
 */
async function assertWithinMethodBounds(
  trx: Transaction<Database>,
  channelId: number,
  amountPaisa: number,
): Promise<void> {
  const bounds = await findDepositBounds(trx, channelId);
  if (!bounds) return;
  const min = bounds.min_deposit_paisa === null ? null : Number(bounds.min_deposit_paisa);
  const max = bounds.max_deposit_paisa === null ? null : Number(bounds.max_deposit_paisa);
  if ((min === null || amountPaisa >= min) && (max === null || amountPaisa <= max)) return;
  const label = (value: number | null, fallback: number) =>
    takaLabel(paisa(value ?? takaToPaisa(fallback)));
  throw validationError({
    amount: [
      fillMessage(depositServiceMessages.outsideMethodBounds, {
        method: `${bounds.name} ${bounds.account_type}`,
        min: label(min, DEPOSIT_AMOUNT_TAKA_MIN),
        max: label(max, DEPOSIT_AMOUNT_TAKA_MAX),
      }),
    ],
  });
}

/**
 * Gives out the receiving number a deposit should go to: the longest-unused active number of
 * the channel that can still take the amount today (Asia/Dhaka), or a 422 on `amount`.
 */
export async function reserveWalletNumber(
  trx: Transaction<Database>,
  channelId: number,
  amountPaisa: number,
): Promise<{ id: number; number: string }> {
  await assertWithinMethodBounds(trx, channelId, amountPaisa);
  const [chosen] = await listNumbersWithRoom(trx, channelId, amountPaisa, dhakaToday());
  if (!chosen) throw validationError({ amount: [depositServiceMessages.noNumberHasRoom] });
  await markAssigned(trx, chosen.id, isoNow());
  return chosen;
}

/** Counts a reported deposit against its number's daily limit. */
export function countReceipt(
  trx: Transaction<Database>,
  numberId: number,
  amountPaisa: number,
): Promise<void> {
  return addToUsage(trx, numberId, amountPaisa, dhakaToday());
}

/** A rejected deposit no longer counts against the day it was reported on. */
export function uncountReceipt(
  trx: Transaction<Database>,
  numberId: number,
  amountPaisa: number,
  reportedAt: string,
): Promise<void> {
  return removeFromUsage(trx, numberId, amountPaisa, dhakaToday(Date.parse(reportedAt)));
}
