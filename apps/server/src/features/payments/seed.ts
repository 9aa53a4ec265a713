/** Demo payment methods (text badges drawn at seed time) with receiving numbers and daily limits. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { takaToPaisa } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { dhakaToday, isoNow } from '../../platform/db/time.js';
import { countMethods } from './queries.js';

const providers = [
  {
    name: 'bKash',
    color: '#d12053',
    bonus: 3,
    channels: ['Agent', 'Personal', 'Merchant'] as const,
  },
  { name: 'Nagad', color: '#ec1c24', bonus: 2, channels: ['Agent', 'Personal'] as const },
  { name: 'Rocket', color: '#8c3494', bonus: 0, channels: ['Agent', 'Personal'] as const },
  { name: 'Upay', color: '#0054a6', bonus: 0, channels: ['Personal'] as const },
];

const DEMO_DAILY_LIMIT_TAKA = 200_000;

function badgeSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48"><rect width="120" height="48" rx="10" fill="${color}"/><text x="60" y="31" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="18" font-weight="800" fill="#fff">${name}</text></svg>\n`;
}

export async function seedPaymentDemoData(context: AppContext): Promise<void> {
  const dir = path.join(context.config.storageDir, 'payments');
  await fs.mkdir(dir, { recursive: true });
  await Promise.all(
    providers.map((provider) =>
      fs.writeFile(
        path.join(dir, `${provider.name.toLowerCase()}.svg`),
        badgeSvg(provider.name, provider.color),
      ),
    ),
  );
  if ((await countMethods(context.db)) > 0) return;
  const now = isoNow();
  const today = dhakaToday();
  await context.db.transaction().execute(async (trx) => {
    let order = 0;
    let numberSequence = 10;
    for (const provider of providers) {
      for (const channel of provider.channels) {
        order += 1;
        const method = await trx
          .insertInto('payment_methods')
          .values({
            name: provider.name,
            icon: `/storage/payments/${provider.name.toLowerCase()}.svg`,
            status: 'active',
            account_type: channel,
            bonus_percent: provider.bonus,
            // bKash "Make Payment" goes through the sandbox checkout, so the demo shows both flows.
            gateway: channel === 'Merchant' ? 'sandbox' : null,
            sort_order: order,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (let index = 0; index < 2; index += 1) {
          numberSequence += 1;
          await trx
            .insertInto('wallet_numbers')
            .values({
              payment_method_id: method.id,
              number: `0171${String(numberSequence).padStart(7, '0')}`,
              status: 'active',
              daily_limit_paisa: takaToPaisa(DEMO_DAILY_LIMIT_TAKA),
              usage_day: today,
              used_today_paisa: 0,
              last_assigned_at: null,
              created_at: now,
            })
            .execute();
        }
      }
    }
  });
}
