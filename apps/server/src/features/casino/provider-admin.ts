/**
 * Operators configure aggregators (/admin-api/casino/providers, admin only): the launch URL
 * template and the wallet secret their signed callbacks use, and whether they are on. Every change
 * is audited in the same transaction; the secret is never listed, and shown once when made here.
 */
import { randomBytes } from 'node:crypto';
import {
  casinoAdminMessages,
  HOUSE_PLATFORM,
  type CasinoProviderConfig,
  type CasinoProviderConfigRequest,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { getProviders } from '../catalog/service.js';
import { frameOriginsOf } from './frame-origins.js';
import { recordAudit, type OperatorCaller } from '../operators/service.js';
import {
  findProviderConfig,
  listConfiguredProviders,
  upsertConfiguredProvider,
} from './queries.js';

const SECRET_BYTES = 32;

function configView(row: {
  platform: string;
  launch_url: string;
  status: number;
  updated_at: string;
}): CasinoProviderConfig {
  return {
    platform: row.platform,
    launch_url: row.launch_url,
    active: row.status === 1,
    updated_at: row.updated_at,
  };
}

export async function listProviderConfigs(
  context: AppContext,
): Promise<{ data: CasinoProviderConfig[] }> {
  return { data: (await listConfiguredProviders(context.db)).map(configView) };
}

export async function configureProviderAsOperator(
  context: AppContext,
  operator: OperatorCaller,
  platform: string,
  request: CasinoProviderConfigRequest,
  ip: string,
): Promise<CasinoProviderConfig & { wallet_secret: string | null }> {
  if (platform === HOUSE_PLATFORM) {
    throw new DomainError('validation_failed', casinoAdminMessages.houseProvider);
  }
  if ((await getProviders(context, [platform])).length === 0) {
    throw new DomainError('not_found', casinoAdminMessages.providerNotFound);
  }
  const saved = await context.db.transaction().execute(async (trx) => {
    const existing = await findProviderConfig(trx, platform);
    const made =
      request.wallet_secret === undefined && !existing
        ? randomBytes(SECRET_BYTES).toString('hex')
        : undefined;
    const secret = request.wallet_secret ?? made ?? existing?.wallet_secret ?? '';
    await upsertConfiguredProvider(trx, {
      platform,
      launch_url: request.launch_url,
      wallet_secret: secret,
      status: request.active ? 1 : 0,
      now: isoNow(),
    });
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'casino_provider.configure',
      targetType: 'casino_provider',
      targetId: platform,
      detail: {
        launch_url: request.launch_url,
        active: request.active,
        secret_changed: request.wallet_secret !== undefined || made !== undefined,
      },
      ip,
    });
    const stored = await findProviderConfig(trx, platform);
    if (!stored) throw new Error(`provider ${platform} vanished after saving`);
    return { ...configView(stored), wallet_secret: made ?? null };
  });
  // The game frame may load the new launch origin from the next page on.
  await frameOriginsOf(context).refresh();
  return saved;
}
