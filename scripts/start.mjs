// `npm start`: builds whatever is missing or older than its sources or those of any workspace
// package it depends on (scripts/build-plan.mjs), then runs the server.
// The server migrates and seeds its database on first start and serves the built web app and the
// operator console (/admin).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputs, isStale } from './build-plan.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!fs.existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}

const builds = [
  {
    label: 'the server',
    folder: 'apps/server',
    output: 'apps/server/dist/main.js',
    command: ['npx', ['tsc', '-b', 'apps/server/tsconfig.build.json']],
  },
  {
    label: 'the web app',
    folder: 'apps/web',
    output: 'apps/web/dist/index.html',
    command: ['npm', ['run', 'build', '-w', 'apps/web']],
  },
  {
    label: 'the operator console',
    folder: 'apps/admin',
    output: 'apps/admin/dist/index.html',
    command: ['npm', ['run', 'build', '-w', 'apps/admin']],
    // The console borrows the player app's design tokens.
    extra: ['apps/web/src/shared/styles/tokens.css'],
  },
];
for (const build of builds) {
  if (isStale(root, build.output, buildInputs(root, build.folder, build.extra))) {
    console.log(`Building ${build.label}…`);
    run(...build.command);
  }
}

// In a terminal the server's JSON log lines are printed as lines a person reads; piped or
// redirected, they stay JSON for the machines that collect them.
const readable = process.stdout.isTTY && process.env.LOG_FORMAT !== 'json';
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: ['inherit', readable ? 'pipe' : 'inherit', 'inherit'],
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
if (readable) {
  const { default: pretty } = await import('pino-pretty');
  server.stdout.pipe(
    pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }),
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
