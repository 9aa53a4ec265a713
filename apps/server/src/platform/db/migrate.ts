/** Runs the one migration set, in order, on whichever dialect is open. */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './dialect.js';
import { foundationMigration } from './migrations/0001-foundation.js';
import { catalogMigration } from './migrations/0003-catalog.js';
import { promotionsMigration } from './migrations/0004-promotions-and-market-blocks.js';
import { captchaMigration } from './migrations/0005-captcha.js';
import { captchaExpiryIndexMigration } from './migrations/0006-captcha-expiry-index.js';
import { paymentMethodsMigration } from './migrations/0007-payment-methods.js';
import { walletMigration } from './migrations/0008-wallet.js';
import { vipReferralSettlementMigration } from './migrations/0009-vip-referral-settlement.js';
import { extraPhonesMigration } from './migrations/0010-extra-phones-and-verification-codes.js';
import { recoveryMigration } from './migrations/0002-notifier-and-recovery.js';
import { inboxLiveDispatchMigration } from './migrations/0011-inbox-live-dispatch.js';
import { supportChatMigration } from './migrations/0012-support-chat.js';
import { casinoMigration } from './migrations/0013-casino.js';
import { houseGamesMigration } from './migrations/0014-house-games.js';
import { exchangeMigration } from './migrations/0015-exchange.js';
import { serviceLeasesMigration } from './migrations/0016-service-leases.js';
import { dropCrashEngineLeaseMigration } from './migrations/0017-drop-crash-engine-lease.js';
import { operatorRolesAndTotpMigration } from './migrations/0018-operator-roles-and-totp.js';
import { withdrawalApprovalMigration } from './migrations/0020-withdrawal-approval.js';
import { vipLevelsMigration } from './migrations/0022-vip-levels.js';
import { catalogueAdminMigration } from './migrations/0023-catalogue-admin.js';
import { chatAssignmentMigration } from './migrations/0024-chat-assignment.js';
import { exchangeOperatorHoldMigration } from './migrations/0025-exchange-operator-hold.js';
import { receiptLookupsMigration } from './migrations/0026-receipt-lookups.js';
import { promotionClaimsAndReferralFlagsMigration } from './migrations/0029-promotion-claims-and-referral-flags.js';
import { countedStakesMigration } from './migrations/0030-counted-stakes.js';
import { marketBookVersionMigration } from './migrations/0031-market-book-version.js';
import { depositBonusPartsMigration } from './migrations/0032-deposit-bonus-parts.js';
import { phonesOneFormMigration } from './migrations/0033-phones-one-form.js';
import { houseBetGamesMigration } from './migrations/0034-house-bet-games.js';
import { gameStakeLimitsMigration } from './migrations/0035-game-stake-limits.js';
import { lotteryMigration } from './migrations/0036-lottery.js';
import { saferGamblingMigration } from './migrations/0037-safer-gambling.js';
import { riskFlagsMigration } from './migrations/0038-risk-flags.js';
import { identityChecksMigration } from './migrations/0039-identity-checks.js';

/** Every migration by name; exported for tests that stop part-way to check a data migration. */
export function migrationsFor(handle: DatabaseHandle): Record<string, Migration> {
  return {
    '0001-foundation': foundationMigration(handle.dialect),
    '0002-notifier-and-recovery': recoveryMigration(handle.dialect),
    '0003-catalog': catalogMigration(handle.dialect),
    '0004-promotions-and-market-blocks': promotionsMigration(handle.dialect),
    '0005-captcha': captchaMigration(),
    '0006-captcha-expiry-index': captchaExpiryIndexMigration(),
    '0007-payment-methods': paymentMethodsMigration(handle.dialect),
    '0008-wallet': walletMigration(handle.dialect),
    '0009-vip-referral-settlement': vipReferralSettlementMigration(handle.dialect),
    '0010-extra-phones-and-verification-codes': extraPhonesMigration(handle.dialect),
    '0011-inbox-live-dispatch': inboxLiveDispatchMigration(),
    '0012-support-chat': supportChatMigration(handle.dialect),
    '0013-casino': casinoMigration(handle.dialect),
    '0014-house-games': houseGamesMigration(handle.dialect),
    '0015-exchange': exchangeMigration(handle.dialect),
    '0016-service-leases': serviceLeasesMigration(),
    '0017-drop-crash-engine-lease': dropCrashEngineLeaseMigration(),
    '0018-operator-roles-and-totp': operatorRolesAndTotpMigration(handle.dialect),
    '0020-withdrawal-approval': withdrawalApprovalMigration(handle.dialect),
    '0022-vip-levels': vipLevelsMigration(),
    '0023-catalogue-admin': catalogueAdminMigration(),
    '0024-chat-assignment': chatAssignmentMigration(),
    '0025-exchange-operator-hold': exchangeOperatorHoldMigration(),
    '0026-receipt-lookups': receiptLookupsMigration(),
    '0029-promotion-claims-and-referral-flags': promotionClaimsAndReferralFlagsMigration(
      handle.dialect,
    ),
    '0030-counted-stakes': countedStakesMigration(handle.dialect),
    '0031-market-book-version': marketBookVersionMigration(),
    '0032-deposit-bonus-parts': depositBonusPartsMigration(handle.dialect),
    '0033-phones-one-form': phonesOneFormMigration(),
    '0034-house-bet-games': houseBetGamesMigration(handle.dialect),
    '0035-game-stake-limits': gameStakeLimitsMigration(handle.dialect),
    '0036-lottery': lotteryMigration(handle.dialect),
    '0037-safer-gambling': saferGamblingMigration(handle.dialect),
    '0038-risk-flags': riskFlagsMigration(handle.dialect),
    '0039-identity-checks': identityChecksMigration(handle.dialect),
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: () => Promise.resolve(migrationsFor(handle)),
  };
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const reason =
      error instanceof Error
        ? error.message
        : `migration ${failed?.migrationName ?? 'unknown'} failed`;
    throw new Error(`Database migration failed: ${reason}`, { cause: error });
  }
}
