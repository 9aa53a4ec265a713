/** Demo site data for a fresh database: settings, sliders and notices. Runs only when empty. */
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import { demoBanners, demoTiles, writeDemoImages } from './demo-images.js';
import { countSliders, insertNotices, insertSliders, upsertSetting } from './queries.js';

export async function seedSiteDemoData(context: AppContext): Promise<void> {
  await writeDemoImages(context.config.storageDir);
  if ((await countSliders(context.db)) > 0) return;
  const now = isoNow();
  await context.db.transaction().execute(async (trx) => {
    const settings: Record<string, unknown> = {
      site_title: 'Khela',
      site_status: 1,
      whatsapp: 'https://wa.me/8801700000000',
      facebook: 'https://facebook.com/khela.demo',
      telegram: 'https://t.me/khela_demo',
      support_mail: 'support@khela.example',
      system_notice:
        'Welcome to Khela! Deposits through bKash and Nagad are credited within minutes.',
      withdrawal_status: 1,
      desktop_mode: 'full',
    };
    for (const [key, value] of Object.entries(settings)) await upsertSetting(trx, key, value, now);
    await insertSliders(trx, [
      ...demoBanners.map((banner, index) => ({
        name: banner.title,
        link: '',
        thubmnail: `/storage/sliders/${banner.file}`,
        slider_type: 'Main' as const,
        sort_order: index,
      })),
      ...demoTiles.slice(0, 2).map((tile, index) => ({
        name: tile.title,
        link: tile.link,
        thubmnail: `/storage/sliders/${tile.file}`,
        slider_type: 'Favourite' as const,
        sort_order: index,
      })),
      ...demoTiles.slice(2).map((tile, index) => ({
        name: tile.title,
        link: tile.link,
        thubmnail: `/storage/sliders/${tile.file}`,
        slider_type: 'Features' as const,
        sort_order: index,
      })),
    ]);
    await insertNotices(
      trx,
      [
        'Welcome to Khela — the fastest exchange in Bangladesh.',
        'Deposit with bKash, Nagad, Rocket or Upay from ৳100.',
        'Play responsibly. 18+ only.',
      ],
      now,
    );
  });
}
