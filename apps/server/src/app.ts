/**
 * Builds the Fastify application from platform plugins and feature routes, without listening.
 * The list of features lives here, explicitly, so one file shows what the server does.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { generalMessages, HOUSE_GAME_PAGE_PREFIX, operatorMessages } from '@khela/contract';
import { registerAdminApp } from './admin-app.js';
import { builtFilesOptions } from './built-files.js';
import { htmlReader } from './file-reader.js';
import type { AppContext } from './platform/app-context.js';
import { decorateSession } from './platform/auth/require-player.js';
import { pingDatabase } from './platform/db/ping.js';
import { errorBody, installErrorHandler } from './platform/errors/error-handler.js';
import { capConnectionsPerAddress } from './platform/http/connection-cap.js';
import { installJsonBodyParser } from './platform/http/json-body.js';
import { lazyChildLoggerFactory } from './platform/http/request-logger.js';
import { installSecurityHeaders, LIVE_SOURCE_MARKER } from './platform/http/security-headers.js';
import { liveStreamRoutes } from './platform/live/stream-routes.js';
import { authRoutes } from './features/auth/routes.js';
import { captchaRoutes } from './features/captcha/routes.js';
import { chatAdminRoutes, chatRoutes } from './features/chat/routes.js';
import { frameOriginsOf } from './features/casino/frame-origins.js';
import { casinoAdminRoutes, casinoRoutes } from './features/casino/routes.js';
import { houseGameRoutes } from './features/house-games/routes.js';
import {
  exchangeAdminRoutes,
  exchangeRoutes,
  liveScoreRoutes,
} from './features/exchange/routes.js';
import { marketOwnerRoutes } from './features/exchange/betting/owner-routes.js';
import { backofficeAdminRoutes } from './features/backoffice/admin-routes.js';
import { catalogRoutes } from './features/catalog/routes.js';
import { catalogueAdminRoutes } from './features/catalog/admin-routes.js';
import { marketBlockRoutes } from './features/market-block/routes.js';
import { operatorRoutes } from './features/operators/routes.js';
import { sandboxGatewayRoutes } from './features/payment-gateway/sandbox-routes.js';
import { paymentRoutes } from './features/payments/routes.js';
import { profileRoutes } from './features/profile/routes.js';
import { promotionAdminRoutes } from './features/promotions/admin-routes.js';
import { promotionRoutes } from './features/promotions/routes.js';
import { recoveryRoutes } from './features/recovery/routes.js';
import { pwaRoutes } from './features/site/pwa-routes.js';
import { closeForMaintenance } from './features/site/maintenance.js';
import { siteRoutes } from './features/site/routes.js';
import { withBannerPreload } from './features/site/banner-preload.js';
import { withOperatorSplash } from './features/site/operator-splash.js';
import { getSiteSettings } from './features/site/service.js';
import { routePreloadReader, withRoutePreloads } from './features/site/route-preloads.js';
import { oddsViewPreloadTags } from './features/site/odds-view-preload.js';
import { siteAdminRoutes } from './features/site/admin-routes.js';
import { outboxAdminRoutes } from './features/outbox/admin-routes.js';
import { balanceRoutes } from './features/wallet/balance-route.js';
import { walletRoutes } from './features/wallet/routes.js';
import { depositAdminRoutes } from './features/deposits/admin-routes.js';
import { paymentAdminRoutes } from './features/payments/admin-routes.js';
import { scheduleGatewayReconciler } from './features/deposits/gateway-deposits.js';
import { depositRoutes } from './features/deposits/routes.js';
import { scheduleReceiptSweep } from './features/deposits/receipts.js';
import { turnoverRoutes } from './features/turnover/routes.js';
import { inboxAdminRoutes, inboxRoutes } from './features/inbox/routes.js';
import { saferGamblingRoutes } from './features/safer-gambling/routes.js';
import { identityAdminRoutes } from './features/identity/admin-routes.js';
import { scheduleIdentityFileSweep } from './features/identity/files.js';
import { identityRoutes } from './features/identity/routes.js';
import { referralAdminRoutes } from './features/referral/admin-routes.js';
import { referralRoutes } from './features/referral/routes.js';
import { vipAdminRoutes } from './features/vip/admin-routes.js';
import { vipRoutes } from './features/vip/routes.js';
import { withdrawalAdminRoutes, withdrawalRoutes } from './features/withdrawals/routes.js';
import { riskAdminRoutes } from './features/risk/routes.js';

const BODY_LIMIT_BYTES = 1024 * 1024;
/** Node's own interval for looking for timed-out requests; shorter only for a shorter timeout. */
const TIMEOUT_CHECK_MS_MAX = 30_000;
const HEADERS_TIMEOUT_MS_MAX = 60_000;
/** Players can see this (a launch that hits a call not yet offered), so it speaks plainly. */
export const notFoundMessage = generalMessages.serviceNotAvailable;

export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      context.config.logLevel === 'silent'
        ? false
        : { level: context.config.logLevel, redact: ['req.headers.authorization'] },
    // Each request's logger is made when it first writes (request-logger.ts).
    ...(context.config.logLevel === 'silent' ? {} : { childLoggerFactory: lazyChildLoggerFactory }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    // A request whose headers or body never finish is answered 408 and closed (Fastify's default
    // of 0 let a slow client hold a connection for ever); Node looks every quarter of the timeout.
    requestTimeout: context.config.requestTimeoutMs,
    http: {
      requestTimeout: context.config.requestTimeoutMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS_MAX, context.config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(
        TIMEOUT_CHECK_MS_MAX,
        Math.ceil(context.config.requestTimeoutMs / 4),
      ),
    },
    trustProxy: context.config.trustProxy,
    // Malformed URLs and the like answer in our error shape, not Fastify's own.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .send(errorBody(generalMessages.badRequest, 'bad_request'));
    },
  });

  installErrorHandler(app);
  capConnectionsPerAddress(app, {
    max: context.config.maxConnectionsPerIp,
    trustProxy: context.config.trustProxy,
  });
  installJsonBodyParser(app);
  const frameOrigins = frameOriginsOf(context);
  await frameOrigins.refresh();
  frameOrigins.startRefreshing((error) =>
    app.log.error({ err: error }, 'refreshing the game frame origins failed'),
  );
  app.addHook('onClose', () => frameOrigins.stop());
  decorateSession(app);
  // Callback style: an async hook costs every answer a promise and a turn of the microtask queue.
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });

  await installSecurityHeaders(app, () => frameOrigins.list(), {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: [
          "'self'",
          ...(context.config.exchangeHost ? [context.config.exchangeHost] : []),
        ],
        // The game frame: the house games here, and any configured aggregator's launch origin.
        frameSrc: ["'self'", LIVE_SOURCE_MARKER],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Only an https site may ask browsers to upgrade; on plain http it would break every asset.
        upgradeInsecureRequests: context.config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: context.config.corsOrigins,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'X-Request-Id',
      'Idempotency-Key',
      'X-Device-Id',
    ],
    maxAge: 600,
  });

  app.get('/healthz', async () => {
    await pingDatabase(context.db);
    return { status: 'ok' };
  });

  await app.register(
    async (api) => {
      closeForMaintenance(api, context);
      await api.register(authRoutes, context);
      await api.register(siteRoutes, context);
      await api.register(catalogRoutes, context);
      await api.register(casinoRoutes, context);
      await api.register(houseGameRoutes, context);
      await api.register(exchangeRoutes, context);
      await api.register(recoveryRoutes, context);
      await api.register(profileRoutes, context);
      await api.register(promotionRoutes, context);
      await api.register(marketBlockRoutes, context);
      await api.register(paymentRoutes, context);
      await api.register(balanceRoutes, context);
      await api.register(walletRoutes, context);
      await api.register(depositRoutes, context);
      await api.register(withdrawalRoutes, context);
      await api.register(turnoverRoutes, context);
      await api.register(vipRoutes, context);
      await api.register(referralRoutes, context);
      await api.register(chatRoutes, context);
      await api.register(liveStreamRoutes, context);
      await api.register(inboxRoutes, context);
      await api.register(saferGamblingRoutes, context);
      await api.register(identityRoutes, context);
      // Unknown /api paths answer JSON 404, never the web app's HTML.
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send(errorBody(notFoundMessage, 'not_found')),
      );
    },
    { prefix: '/api' },
  );
  await app.register((scope) => adminApiRoutes(scope, context), { prefix: '/admin-api' });

  await app.register(captchaRoutes, context);
  // The sandbox gateway's hosted checkout (it stands in for a third party's site, so not /api).
  if (context.paymentGateways.sandbox) await app.register(sandboxGatewayRoutes, context);
  await app.register(pwaRoutes, context);
  await app.register(liveScoreRoutes, context);
  // Bets one instance forwards to the instance owning their market (several instances only).
  await app.register(marketOwnerRoutes, context);

  fs.mkdirSync(context.config.storageDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: context.config.storageDir,
    prefix: '/storage/',
    decorateReply: false,
    maxAge: '1h',
  });

  scheduleGatewayReconciler(app, context, (error) =>
    app.log.error({ err: error }, 'gateway reconciliation failed'),
  );
  scheduleReceiptSweep(app, context, (error) =>
    app.log.error({ err: error }, 'sweeping unattached deposit receipts failed'),
  );
  scheduleIdentityFileSweep(app, context, (error) =>
    app.log.error({ err: error }, 'sweeping unattached identity photos failed'),
  );
  await registerAdminApp(app, context.config.adminDistDir);
  await registerWebApp(app, context);
  return app;
}

/**
 * The operator API under /admin-api. A feature with operator calls adds its routes plugin here;
 * the plugin guards its routes with requireOperator (features/operators/service.ts) and the roles
 * they need, so only /admin-api/login is open.
 */
export async function adminApiRoutes(scope: FastifyInstance, context: AppContext): Promise<void> {
  await scope.register(operatorRoutes, context);
  await scope.register(depositAdminRoutes, context);
  await scope.register(withdrawalAdminRoutes, context);
  await scope.register(identityAdminRoutes, context);
  await scope.register(paymentAdminRoutes, context);
  await scope.register(chatAdminRoutes, context);
  await scope.register(inboxAdminRoutes, context);
  await scope.register(casinoAdminRoutes, context);
  await scope.register(exchangeAdminRoutes, context);
  await scope.register(backofficeAdminRoutes, context);
  await scope.register(catalogueAdminRoutes, context);
  await scope.register(siteAdminRoutes, context);
  await scope.register(outboxAdminRoutes, context);
  await scope.register(promotionAdminRoutes, context);
  await scope.register(vipAdminRoutes, context);
  await scope.register(referralAdminRoutes, context);
  await scope.register(riskAdminRoutes, context);
  // Unknown /admin-api paths answer JSON 404, never the web app's HTML.
  scope.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorBody(operatorMessages.notFound, 'not_found')),
  );
}

/** Serves the built web app with a fallback to index.html for client-side routes. */
async function registerWebApp(app: FastifyInstance, context: AppContext): Promise<void> {
  const webDistDir = context.config.webDistDir;
  const indexFile = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDistDir }, 'web app is not built; only the API is served');
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(errorBody(notFoundMessage, 'not_found')),
    );
    return;
  }
  await app.register(fastifyStatic, {
    ...builtFilesOptions(webDistDir),
    // The build writes .br and .gz beside each script and style sheet: a phone on a slow link
    // downloads a third of the bytes (the web benchmark's LCP), with no compression per request.
    preCompressed: true,
  });
  const currentIndexHtml = htmlReader(indexFile);
  const routePreloadTags = routePreloadReader(path.join(webDistDir, 'route-preloads.json'));
  // The house games' pages (house.html) open in the game frame at /house/{game}.
  const currentHouseHtml = htmlReader(path.join(webDistDir, 'house.html'));
  /** index.html as the operator's site, with what the address will fetch named in its head. */
  const indexPage = async (url: string, requestPath: string, isRoot: boolean): Promise<string> => {
    const html = withOperatorSplash(currentIndexHtml(), await getSiteSettings(context));
    return isRoot
      ? withBannerPreload(html, context)
      : withRoutePreloads(html, routePreloadTags(requestPath) + oddsViewPreloadTags(url));
  };
  app.setNotFoundHandler(async (request, reply) => {
    // Files are routed as found at start; a rebuilt app's new hashed assets are served from here.
    const requestPath = request.url.split('?')[0] ?? '';
    if (request.method === 'GET' && /^\/assets\/[\w.-]+$/.test(requestPath)) {
      const file = path.join(webDistDir, requestPath);
      if (fs.existsSync(file)) {
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .sendFile(requestPath.slice(1));
      }
    }
    const acceptsHtml = request.headers.accept?.includes('text/html') ?? false;
    // The service worker fetches '/' for its offline shell without asking for HTML by name.
    const isRoot = request.url === '/' || request.url.startsWith('/?');
    if (
      request.method === 'GET' &&
      (acceptsHtml || isRoot) &&
      !request.url.startsWith('/storage/')
    ) {
      const isHousePage = request.url.startsWith(`${HOUSE_GAME_PAGE_PREFIX}/`);
      const html = isHousePage
        ? currentHouseHtml()
        : await indexPage(request.url, requestPath, isRoot).catch((error: unknown) => {
            // The page still works without the operator's splash and the hints, only later.
            request.log.error({ err: error }, 'reading the site for its page failed');
            return currentIndexHtml();
          });
      return reply.type('text/html').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send(errorBody(notFoundMessage, 'not_found'));
  });
}
