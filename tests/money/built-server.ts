/**
 * The built server (apps/server/dist/main.js) as a child process with its own DATABASE_URL and
 * PORT, as production runs it: started, waited for on /healthz, and killed with SIGKILL (no
 * shutdown hook runs) or stopped with SIGTERM. Builds the server first when dist is missing.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
export const mainJs = path.join(repositoryRoot, 'apps/server/dist/main.js');

export function ensureBuiltServer(): void {
  if (fs.existsSync(mainJs)) return;
  console.log(`${mainJs} is missing: building the server (npm run build:server)`);
  execFileSync('npm', ['run', '-s', 'build:server'], { cwd: repositoryRoot, stdio: 'inherit' });
  if (!fs.existsSync(mainJs)) throw new Error(`npm run build:server did not produce ${mainJs}`);
}

export interface BuiltServer {
  pid: number;
  baseUrl: string;
  /** SIGKILL: the process dies between any two instructions, mid-transaction included. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** A port the system says is free now (the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startBuiltServer(environment: Record<string, string>): Promise<BuiltServer> {
  const port = environment['PORT'] ?? '';
  const child: ChildProcess = spawn(process.execPath, [mainJs], {
    cwd: repositoryRoot,
    env: { PATH: process.env['PATH'] ?? '', ...environment },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    errors = (errors + chunk).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited at start (${child.exitCode ?? child.signalCode}): ${errors}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz within 60 s: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid ?? 0;
  return {
    pid,
    baseUrl,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
