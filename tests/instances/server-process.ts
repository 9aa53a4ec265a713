/**
 * One built server (apps/server/dist/main.js) as its own process, as production runs it: started
 * with its environment, waited for on /healthz, stopped with SIGTERM or killed with SIGKILL. Its
 * output goes to a log file, whose end is shown when it fails to start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = path.join(repositoryRoot, 'apps/server/dist/main.js');

const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  name: string;
  url: string;
  pid: number;
  logFile: string;
  /** Settles with the exit code or signal once the process has ended. */
  readonly exited: Promise<string>;
  kill(signal: NodeJS.Signals): Promise<string>;
}

export function logTail(logFile: string, lines = 40): string {
  if (!fs.existsSync(logFile)) return '(no log)';
  return fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

export async function startServerProcess(options: {
  name: string;
  port: number;
  env: Record<string, string>;
  logDir: string;
}): Promise<ServerProcess> {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run build:server\` first`);
  }
  const logFile = path.join(options.logDir, `${options.name}.log`);
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${String(code)}`));
  });
  const url = `http://127.0.0.1:${options.port}`;
  const ready = await waitForHealth(url, exited);
  if (ready !== 'up') {
    child.kill('SIGKILL');
    throw new Error(`${options.name} did not start (${ready}); its log ends:\n${logTail(logFile)}`);
  }
  return {
    name: options.name,
    url,
    pid: child.pid ?? 0,
    logFile,
    exited,
    kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

async function waitForHealth(url: string, exited: Promise<string>): Promise<string> {
  let gone: string | undefined;
  void exited.then((how) => {
    gone = how;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone !== undefined) return `the process ended: ${gone}`;
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return 'up';
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return `no answer on /healthz within ${START_TIMEOUT_MS / 1000} s`;
}
