/** Entry point: config → database → migrate → seed demo data when empty → listen → shut down gracefully. */
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createContext } from './platform/create-context.js';
import { seedDemoData } from './seed-demo-data.js';

const config = loadConfig();
const opened = await createContext(config);
const app = await buildApp(opened.context);

if (config.seedDemoData) {
  const demo = await seedDemoData(opened.context);
  app.log.info(
    { username: demo.demoUsername, password: config.demoPlayerPassword, created: demo.created },
    `Demo player: username "${demo.demoUsername}", password "${config.demoPlayerPassword}"`,
  );
}

let shuttingDown = false;
async function shutDown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const forceExit = setTimeout(() => {
    app.log.error('shutdown grace period over; exiting');
    process.exit(1);
  }, config.shutdownGraceMs);
  forceExit.unref();
  try {
    await app.close();
    await opened.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
app.log.info(`Khela is serving ${config.publicUrl}`);
