/**
 * Fills a fresh database with the demo site: settings, sliders, notices, the demo player and the
 * first operator.
 */
import type { AppContext } from './platform/app-context.js';
import { seedAuthDemoData } from './features/auth/seed.js';
import { seedCatalogDemoData } from './features/catalog/seed.js';
import { seedFirstOperator, type SeededOperator } from './features/operators/seed.js';
import { seedPaymentDemoData } from './features/payments/seed.js';
import { seedPromotionDemoData } from './features/promotions/seed.js';
import { seedSiteDemoData } from './features/site/seed.js';

export async function seedDemoData(
  context: AppContext,
): Promise<{ demoUsername: string; created: boolean; operator: SeededOperator }> {
  await seedSiteDemoData(context);
  await seedCatalogDemoData(context);
  await seedPromotionDemoData(context);
  await seedPaymentDemoData(context);
  const demo = await seedAuthDemoData(context);
  const operator = await seedFirstOperator(context);
  return { demoUsername: demo.username, created: demo.created, operator };
}
