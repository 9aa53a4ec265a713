/** Fills a fresh database with the demo site: settings, sliders, notices and the demo player. */
import type { AppContext } from './platform/app-context.js';
import { seedAuthDemoData } from './features/auth/seed.js';
import { seedCatalogDemoData } from './features/catalog/seed.js';
import { seedPaymentDemoData } from './features/payments/seed.js';
import { seedPromotionDemoData } from './features/promotions/seed.js';
import { seedSiteDemoData } from './features/site/seed.js';

export async function seedDemoData(
  context: AppContext,
): Promise<{ demoUsername: string; created: boolean }> {
  await seedSiteDemoData(context);
  await seedCatalogDemoData(context);
  await seedPromotionDemoData(context);
  await seedPaymentDemoData(context);
  const demo = await seedAuthDemoData(context);
  return { demoUsername: demo.username, created: demo.created };
}
