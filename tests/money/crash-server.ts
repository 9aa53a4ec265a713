/**
 * The built server of a crash run and what outlives its kills: the run's own database (a SQLite
 * file in a fresh folder, or a new PostgreSQL database), the port it listens on (a new one when
 * a chosen port was taken meanwhile), a direct
 * connection for the checks, and the seeded operator signed in with the wallet limits lifted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createMatchOddsMarket } from '../../apps/server/src/features/exchange/trading/markets.js';
import type { AppContext } from '../../apps/server/src/platform/app-context.js';
import type { Database } from '../../apps/server/src/platform/db/database.js';
import { openDatabase } from '../../apps/server/src/platform/db/dialect.js';
import {
  crashDatabase,
  crashServerEnvironment,
  ensureBuiltServer,
  freePort,
  retriedWhileBusy,
  startBuiltServer,
  type BuiltServer,
} from './built-server.js';
import { liftWalletLimits, operatorToken } from './crash-players.js';
import { HttpClient } from './http-client.js';
import { ports } from './sizes.js';

export interface CrashServer {
  readonly db: Kysely<Database>;
  /** The client of the server now running. */
  readonly http: HttpClient;
  /** The seeded operator's token. */
  readonly owner: string;
  /** SIGKILL: the process dies between any two instructions, mid-transaction included. */
  kill(): Promise<void>;
  /**
   * The server again on the same database and port (another free one when MONEY_PORT=0 and that
   * port was taken meanwhile); answers the new server's client.
   */
  restart(): Promise<HttpClient>;
  close(): Promise<void>;
}

/**
 * Starts the built server with `environment`. A port the system chose (MONEY_PORT=0) is only
 * free when it was probed: another process can take it before the server binds it, or while a
 * killed server is down (on a busy machine an outgoing connection takes such a port as its own
 * end), and the server then exits at start with EADDRINUSE. A new free port is taken then, a few
 * times at most; a port the run was given is never replaced.
 */
async function startOnRunPort(
  environment: Record<string, string>,
  portChosen: boolean,
): Promise<BuiltServer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startBuiltServer(environment);
    } catch (error) {
      const taken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!portChosen || !taken || attempt >= 5) throw error;
      environment['PORT'] = String(await freePort());
    }
  }
}

export async function openCrashServer(run: {
  adminUrl: string | undefined;
  /** Names its temporary folder and its PostgreSQL database. */
  name: string;
  /** Its port after MONEY_PORT + 10, so runs of other files never share one. */
  portOffset: number;
}): Promise<CrashServer> {
  ensureBuiltServer();
  const portChosen = ports.spawned === 0;
  const port = portChosen ? await freePort() : ports.spawned + run.portOffset;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), `khela-${run.name}-crash-`));
  const database = await crashDatabase({
    adminUrl: run.adminUrl,
    directory,
    prefix: `khela_${run.name}`,
  });
  const environment = crashServerEnvironment({
    directory,
    databaseUrl: database.databaseUrl,
    port,
  });
  let server: BuiltServer = await startOnRunPort(environment, portChosen);
  let http = new HttpClient(server.baseUrl);
  const db = openDatabase(database.databaseUrl).db;
  const close = async () => {
    await server.stop();
    await db.destroy();
    await database.drop();
    fs.rmSync(directory, { recursive: true, force: true });
  };
  let owner: string;
  try {
    owner = await operatorToken(http);
    await liftWalletLimits(db);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db,
    get http() {
      return http;
    },
    owner,
    kill: () => server.kill(),
    async restart() {
      server = await startOnRunPort(environment, portChosen);
      http = new HttpClient(server.baseUrl);
      return http;
    },
    close,
  };
}

/**
 * A Match Odds market with runners 1 and 2 named after the event's two sides. Markets come from
 * the odds feed (off here) or the trading desk; the service writes the rows the server reads on
 * every bet, so creating one from this process is what the desk does.
 */
export function addCrashMarket(
  db: Kysely<Database>,
  market: { eventId: string; eventName: string; marketId: string },
): Promise<void> {
  const [home = 'Home', away = 'Away'] = market.eventName.split(' v ');
  return retriedWhileBusy(() =>
    createMatchOddsMarket({ db } as AppContext, {
      ...market,
      sport: 'cricket',
      openDate: new Date().toISOString(),
      runners: [
        { selectionId: 1, name: home },
        { selectionId: 2, name: away },
      ],
    }),
  );
}
