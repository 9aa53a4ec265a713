/**
 * Starts a benchmark's server process (server-process.entry.ts) and waits for it to listen; reads
 * its CPU time from /proc so a benchmark can say what a load cost the server; stops it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FanOut, ServerReady, ServerRequest } from './server-request.js';

const entry = fileURLToPath(new URL('./server-process.entry.ts', import.meta.url));
/** node with the workspace sources (the `source` condition) and TypeScript through tsx. */
export const nodeWithSources = [process.execPath, '--conditions=source', '--import', 'tsx'];

export interface RunningServer extends ServerReady {
  url: string;
  pid: number;
  /** User + system CPU seconds the server process has used so far (Linux; NaN elsewhere). */
  cpuSeconds(): number;
  /** The same, split: the kernel's share (system) includes loopback delivery to the clients. */
  cpuTimes(): { user: number; system: number };
  /** The live pictures the app server has published so far, timed on the server. */
  fanOuts(): Promise<FanOut[]>;
  /**
   * Pushes `perSecond` odds updates a second on the seeded live event (0 stops them); answers
   * how many updates the server has made so far.
   */
  oddsTicker(perSecond: number): Promise<number>;
  stop(): Promise<void>;
}

const temporaryDirectories = new Set<string>();

/**
 * A fresh directory for a benchmark's files (BENCH_TMP_PREFIX names where), removed when the
 * process exits, even when a broken benchmark throws before its own clean-up.
 */
export function benchTempDir(): string {
  const prefix = process.env['BENCH_TMP_PREFIX'] ?? path.join(os.tmpdir(), 'khela-bench-');
  const directory = fs.mkdtempSync(prefix);
  if (temporaryDirectories.size === 0) {
    process.once('exit', () => {
      for (const leftover of temporaryDirectories)
        fs.rmSync(leftover, { recursive: true, force: true });
    });
  }
  temporaryDirectories.add(directory);
  return directory;
}

/** A server's SQLite database, uploads and private files, all in `directory`. */
export function serverFilesIn(directory: string): Record<string, string> {
  return {
    DATABASE_URL: `file:${path.join(directory, 'bench.db')}`,
    STORAGE_DIR: path.join(directory, 'storage'),
    PRIVATE_DIR: path.join(directory, 'private'),
  };
}

const clockTicksPerSecond = 100;

/** User and system CPU seconds a process has used so far, from /proc (Linux; NaN elsewhere). */
export function cpuTimesOf(pid: number): { user: number; system: number } {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      user: Number(fields[11]) / clockTicksPerSecond,
      system: Number(fields[12]) / clockTicksPerSecond,
    };
  } catch {
    return { user: Number.NaN, system: Number.NaN };
  }
}

/**
 * A child process's stdout, line by line: the answer waits for the next line starting with
 * `prefix` and a space, and gives the rest of that line.
 */
export function linesOf(stdout: Readable): (prefix: string) => Promise<string> {
  const lineWaiters: { prefix: string; take: (rest: string) => void }[] = [];
  let buffered = '';
  stdout.setEncoding('utf8');
  stdout.on('data', (chunk: string) => {
    buffered += chunk;
    let end = buffered.indexOf('\n');
    while (end >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      end = buffered.indexOf('\n');
      const waiter = lineWaiters.findIndex(({ prefix }) => line.startsWith(prefix));
      if (waiter >= 0) lineWaiters.splice(waiter, 1)[0]?.take(line.slice(line.indexOf(' ') + 1));
    }
  });
  return (prefix) =>
    new Promise<string>((take) => lineWaiters.push({ prefix: `${prefix} `, take }));
}

export async function startServer(request: ServerRequest): Promise<RunningServer> {
  const [command, ...flags] = nodeWithSources;
  // BENCH_SERVER_FLAGS reaches the server's node only (e.g. --cpu-prof to see where time goes).
  const extraFlags = process.env['BENCH_SERVER_FLAGS']?.split(' ').filter(Boolean) ?? [];
  const child = spawn(command!, [...flags, ...extraFlags, entry, JSON.stringify(request)], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, UV_THREADPOOL_SIZE: process.env['UV_THREADPOOL_SIZE'] ?? '4' },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // A benchmark that breaks before stopping its server must not leave the server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const nextLine = linesOf(child.stdout);
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    void nextLine('BENCH_READY').then((json) => resolve(JSON.parse(json) as ServerReady));
    void exited.then((code) =>
      reject(new Error(`the benchmark server exited (${code}) before listening`)),
    );
  });
  const pid = child.pid ?? 0;
  return {
    ...ready,
    url: `http://127.0.0.1:${ready.port}`,
    pid,
    cpuSeconds: () => {
      const { user, system } = cpuTimesOf(pid);
      return user + system;
    },
    cpuTimes: () => cpuTimesOf(pid),
    async fanOuts() {
      const answer = nextLine('BENCH_FANOUT');
      child.kill('SIGUSR2');
      return JSON.parse(await answer) as FanOut[];
    },
    async oddsTicker(perSecond) {
      const answer = nextLine('BENCH_DONE');
      child.stdin.write(`ticker ${perSecond}\n`);
      return Number((await answer).split(' ').at(-1));
    },
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
