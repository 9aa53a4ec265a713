/** Entry point: config → database → migrate → seed demo data when empty → listen; signals shut down gracefully. */
import { loadConfig } from './config.js';
import { startServer } from './server.js';

const config = loadConfig();
const server = await startServer(config);
server.app.log.info(`Khela is serving ${config.publicUrl}`);

function onSignal(signal: string): void {
  server.app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const forceExit = setTimeout(() => {
    server.app.log.error('shutdown grace period over; exiting');
    process.exit(1);
  }, config.shutdownGraceMs);
  forceExit.unref();
  server.shutDown().then(
    () => process.exit(0),
    (error: unknown) => {
      server.app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    },
  );
}
process.once('SIGTERM', () => onSignal('SIGTERM'));
process.once('SIGINT', () => onSignal('SIGINT'));
