/**
 * Starts the listening server and owns its shutdown: stop accepting, finish in-flight requests,
 * then close the database and pub/sub. main.ts wires it to signals; tests call it directly.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { createContext, type OpenedContext } from './create-context.js';
import { firstOperatorLogLine, seedFirstOperator } from './features/operators/seed.js';
import { seedDemoData } from './seed-demo-data.js';
import { createExchangeFeedLoop } from './features/exchange/feed/feed-engine.js';
import { withStartupLock } from './platform/db/startup-lock.js';

const IDLE_SWEEP_MS = 50;

export interface RunningServer {
  app: FastifyInstance;
  opened: OpenedContext;
  url: string;
  shutDown(): Promise<void>;
}

export async function startServer(config: Config): Promise<RunningServer> {
  const opened = await createContext(config);
  const app = await buildApp(opened.context);
  // Instances starting together on one database seed one after the other.
  await withStartupLock(opened.context.db, opened.context.dialect, async () => {
    if (config.seedDemoData) {
      const demo = await seedDemoData(opened.context);
      app.log.info(
        { username: demo.demoUsername, created: demo.created },
        `Demo player: username "${demo.demoUsername}", password "${config.demoPlayerPassword}"`,
      );
      app.log.info({ created: demo.operator.created }, firstOperatorLogLine(demo.operator));
    } else if (config.firstOperator.isConfigured) {
      const operator = await seedFirstOperator(opened.context);
      app.log.info({ created: operator.created }, firstOperatorLogLine(operator));
    }
  });
  // The odds feed runs beside the server (one instance at a time holds its lease).
  const feed =
    config.exchangeFeed === 'sandbox'
      ? createExchangeFeedLoop(
          opened.context,
          (error) => app.log.error({ err: error }, 'exchange feed step failed'),
          { timing: config.exchangeSandbox },
        )
      : undefined;
  feed?.start();
  app.addHook('onClose', async () => {
    await feed?.stop();
  });
  let closing: Promise<void> | undefined;
  // While shutting down, tell keep-alive clients to hang up after their current response.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  const url = await app.listen({ host: config.host, port: config.port });
  return {
    app,
    opened,
    url,
    shutDown() {
      closing ??= (async () => {
        // Fastify's close stops accepting connections and waits for requests already running.
        // A keep-alive connection whose request was running when close began turns idle only
        // afterwards, so idle connections are swept until the close completes.
        const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
        try {
          await app.close();
        } finally {
          clearInterval(sweep);
        }
        await opened.close();
      })();
      return closing;
    },
  };
}
