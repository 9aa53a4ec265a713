/**
 * The operator's payment methods and receiving numbers: the list with today's takings, and the
 * changes (add, edit, switch on or off). Each change and its audit entry, with the before and
 * after, commit in one transaction. A method or number switched off is no longer offered to
 * players at once: the player's calls read only active rows.
 */
import {
  paisa,
  paisaToTaka,
  paymentAdminMessages,
  takaToPaisa,
  type PaymentAdminMessageResponse,
  type PaymentMethodAdmin,
  type WalletNumberAdmin,
} from '@khela/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import { dhakaToday, isoNow } from '../../platform/db/time.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import { auditedUpdate, recordChange, type AuditMeta } from '../operators/service.js';
import {
  findMethodByNameAndType,
  findMethodRow,
  findNumberOfMethod,
  findNumberRow,
  insertMethod,
  insertNumber,
  listAllMethods,
  listAllNumbers,
  updateMethod,
  updateNumber,
} from './queries.js';
import type { PaymentMethodsTable, WalletNumbersTable } from './tables.js';

export type ChangeMeta = AuditMeta;

type MethodRow = Selectable<PaymentMethodsTable>;
type NumberRow = Selectable<WalletNumbersTable>;

function toNumber(row: NumberRow, today: string): WalletNumberAdmin {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    daily_limit: paisaToTaka(paisa(Number(row.daily_limit_paisa))),
    used_today: row.usage_day === today ? paisaToTaka(paisa(Number(row.used_today_paisa))) : 0,
    last_assigned_at: row.last_assigned_at,
    created_at: row.created_at,
  };
}

/** What the audit keeps of a method: the fields an operator changes. */
function methodFacts(row: MethodRow) {
  return {
    name: row.name,
    account_type: row.account_type,
    status: row.status,
    bonus_percent: row.bonus_percent,
    sort_order: row.sort_order,
    min_deposit: boundTaka(row.min_deposit_paisa),
    max_deposit: boundTaka(row.max_deposit_paisa),
  };
}

function boundTaka(paisaValue: number | string | null): number | null {
  return paisaValue === null ? null : paisaToTaka(paisa(Number(paisaValue)));
}

function numberFacts(row: NumberRow) {
  return {
    number: row.number,
    status: row.status,
    daily_limit: paisaToTaka(paisa(Number(row.daily_limit_paisa))),
  };
}

export async function listPaymentMethodsForOperator(
  context: AppContext,
): Promise<PaymentMethodAdmin[]> {
  const [methods, numbers] = await Promise.all([
    listAllMethods(context.db),
    listAllNumbers(context.db),
  ]);
  const today = dhakaToday();
  return methods.map((method) => ({
    id: method.id,
    name: method.name,
    icon: method.icon,
    status: method.status,
    account_type: method.account_type,
    bonus_percent: method.bonus_percent,
    gateway: method.gateway,
    sort_order: method.sort_order,
    min_deposit: boundTaka(method.min_deposit_paisa),
    max_deposit: boundTaka(method.max_deposit_paisa),
    numbers: numbers
      .filter((number) => number.payment_method_id === method.id)
      .map((number) => toNumber(number, today)),
  }));
}

async function methodOr404(context: AppContext, id: number): Promise<MethodRow> {
  const row = await findMethodRow(context.db, id);
  if (!row) throw new DomainError('not_found', paymentAdminMessages.methodNotFound);
  return row;
}

export async function createPaymentMethod(
  context: AppContext,
  input: {
    name: string;
    account_type: 'Agent' | 'Merchant' | 'Personal';
    bonus_percent: number;
    sort_order: number;
    status: 'active' | 'inactive';
  },
  meta: ChangeMeta,
): Promise<PaymentAdminMessageResponse & { id: number }> {
  const taken = () => validationError({ account_type: [paymentAdminMessages.methodTaken] });
  if (await findMethodByNameAndType(context.db, input.name, input.account_type)) throw taken();
  const created = await context.db.transaction().execute(async (trx) => {
    // Checked again inside: two operators adding the same channel at once.
    if (await findMethodByNameAndType(trx, input.name, input.account_type)) throw taken();
    const row = await insertMethod(trx, {
      name: input.name,
      // The provider's badge drawn at seed time; a new provider shows its name until one is added.
      icon: `/storage/payments/${input.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
      status: input.status,
      account_type: input.account_type,
      bonus_percent: input.bonus_percent,
      gateway: null,
      sort_order: input.sort_order,
      created_at: isoNow(),
    });
    await recordChange(trx, meta, {
      action: 'payment_method.create',
      targetType: 'payment_method',
      targetId: String(row.id),
      before: null,
      after: methodFacts(row),
    });
    return row;
  });
  return { message: paymentAdminMessages.methodCreated, id: created.id };
}

export async function updatePaymentMethod(
  context: AppContext,
  methodId: number,
  change: {
    status?: 'active' | 'inactive';
    bonus_percent?: number;
    sort_order?: number;
    min_deposit?: number | null;
    max_deposit?: number | null;
  },
  meta: ChangeMeta,
): Promise<PaymentAdminMessageResponse> {
  const current = await methodOr404(context, methodId);
  const bound = (taka: number | null | undefined, now: number | string | null) =>
    taka === undefined
      ? now === null
        ? null
        : Number(now)
      : taka === null
        ? null
        : takaToPaisa(taka);
  const minPaisa = bound(change.min_deposit, current.min_deposit_paisa);
  const maxPaisa = bound(change.max_deposit, current.max_deposit_paisa);
  if (minPaisa !== null && maxPaisa !== null && maxPaisa < minPaisa) {
    throw validationError({ max_deposit: [paymentAdminMessages.depositBoundsCrossed] });
  }
  const { min_deposit, max_deposit, ...fields } = change;
  await context.db.transaction().execute((trx) =>
    auditedUpdate(trx, meta, {
      action: 'payment_method.update',
      targetType: 'payment_method',
      targetId: String(methodId),
      read: async () => {
        const row = await findMethodRow(trx, methodId);
        if (!row) throw new DomainError('not_found', paymentAdminMessages.methodNotFound);
        return row;
      },
      write: () =>
        updateMethod(trx, methodId, {
          ...fields,
          ...(min_deposit === undefined ? {} : { min_deposit_paisa: minPaisa }),
          ...(max_deposit === undefined ? {} : { max_deposit_paisa: maxPaisa }),
        }),
      view: methodFacts,
    }),
  );
  return { message: paymentAdminMessages.methodSaved };
}

export async function createWalletNumber(
  context: AppContext,
  methodId: number,
  input: { number: string; daily_limit: number; status: 'active' | 'inactive' },
  meta: ChangeMeta,
): Promise<PaymentAdminMessageResponse & { id: number }> {
  await methodOr404(context, methodId);
  const taken = () => validationError({ number: [paymentAdminMessages.numberTaken] });
  if (await findNumberOfMethod(context.db, methodId, input.number)) throw taken();
  const created = await context.db.transaction().execute(async (trx) => {
    if (await findNumberOfMethod(trx, methodId, input.number)) throw taken();
    const row = await insertNumber(trx, {
      payment_method_id: methodId,
      number: input.number,
      status: input.status,
      daily_limit_paisa: takaToPaisa(input.daily_limit),
      usage_day: dhakaToday(),
      used_today_paisa: 0,
      last_assigned_at: null,
      created_at: isoNow(),
    });
    await recordChange(trx, meta, {
      action: 'wallet_number.create',
      targetType: 'wallet_number',
      targetId: String(row.id),
      detail: { payment_method_id: methodId },
      before: null,
      after: numberFacts(row),
    });
    return row;
  });
  return { message: paymentAdminMessages.numberCreated, id: created.id };
}

export async function updateWalletNumber(
  context: AppContext,
  methodId: number,
  numberId: number,
  change: { status?: 'active' | 'inactive'; daily_limit?: number },
  meta: ChangeMeta,
): Promise<PaymentAdminMessageResponse> {
  const notFound = () => new DomainError('not_found', paymentAdminMessages.numberNotFound);
  if (!(await findNumberRow(context.db, methodId, numberId))) throw notFound();
  await context.db.transaction().execute((trx) =>
    auditedUpdate(trx, meta, {
      action: 'wallet_number.update',
      targetType: 'wallet_number',
      targetId: String(numberId),
      read: async () => {
        const row = await findNumberRow(trx, methodId, numberId);
        if (!row) throw notFound();
        return row;
      },
      write: () =>
        updateNumber(trx, numberId, {
          ...(change.status === undefined ? {} : { status: change.status }),
          ...(change.daily_limit === undefined
            ? {}
            : { daily_limit_paisa: takaToPaisa(change.daily_limit) }),
        }),
      view: numberFacts,
      describe: () => ({ payment_method_id: methodId }),
    }),
  );
  return { message: paymentAdminMessages.numberSaved };
}
