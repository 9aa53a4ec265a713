/**
 * Maintenance (`site_status` 0): every player call answers 503 with the maintenance message
 * (`site.maintenance`), so no deposit, withdrawal, bet or round starts while the operator works.
 * Open are only the calls the maintenance screen itself needs (the site's settings, logo, social
 * links and sliders) and the calls other parties make for money already moving (a payment
 * gateway's callback, a game provider's wallet callback). The console (/admin-api) and /healthz
 * are outside /api and keep working; exchange markets and Crash rounds already open run on and
 * settle as usual unless the operator suspends them (the console's maintenance switch says so).
 *
 * The switch is read at most once a second per server (the first call after a write of any
 * setting on this server reads it at once), so the player calls' hot paths do not each add a
 * query; another server behind the balancer follows within that second.
 */
import { siteCalls, siteMessages } from '@khela/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { settingsWriteCount } from './queries.js';
import { getSiteSettings } from './service.js';

const READ_AGAIN_AFTER_MS = 1_000;

const openDuringMaintenance = new Set([
  ...[siteCalls.general, siteCalls.logo, siteCalls.socialLinks, siteCalls.sliders].map(
    (call) => `${call.method} ${call.path}`,
  ),
  'POST /api/payments/gateway/:gateway/callback',
  'POST /api/provider-wallet/:provider/:action',
]);

export function closeForMaintenance(api: FastifyInstance, context: AppContext): void {
  let known: { open: boolean; readAt: number; writes: number } | undefined;
  api.addHook('onRequest', async (request) => {
    if (openDuringMaintenance.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    const now = Date.now();
    if (
      known === undefined ||
      known.writes !== settingsWriteCount() ||
      now - known.readAt >= READ_AGAIN_AFTER_MS
    ) {
      const writes = settingsWriteCount();
      const open = (await getSiteSettings(context)).site_status !== 0;
      known = { open, readAt: now, writes };
    }
    if (!known.open) throw new DomainError('maintenance', siteMessages.maintenance);
  });
}
