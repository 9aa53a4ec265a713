// `npm start`: builds whatever is missing or older than its sources, then runs the server.
// The server migrates and seeds its database on first start and serves the built web app and the
// operator console (/admin).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtimeMs(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtimeMs(path.join(target, entry)));
  }
  return newest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!fs.existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}

const contractSources = path.join(root, 'packages/contract/src');
const houseGamesSources = path.join(root, 'packages/house-games/src');
const serverBuilt = newestMtimeMs(path.join(root, 'apps/server/dist/main.js'));
if (
  serverBuilt <
  Math.max(
    newestMtimeMs(path.join(root, 'apps/server/src')),
    newestMtimeMs(contractSources),
    newestMtimeMs(houseGamesSources),
  )
) {
  console.log('Building the server…');
  run('npx', ['tsc', '-b', 'apps/server/tsconfig.build.json']);
}

const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
].map((item) => newestMtimeMs(path.join(root, item)));
const webBuilt = newestMtimeMs(path.join(root, 'apps/web/dist/index.html'));
if (webBuilt < Math.max(...webSources, newestMtimeMs(contractSources))) {
  console.log('Building the web app…');
  run('npm', ['run', 'build', '-w', 'apps/web']);
}

const adminSources = ['apps/admin/src', 'apps/admin/index.html', 'apps/admin/vite.config.ts'].map(
  (item) => newestMtimeMs(path.join(root, item)),
);
// The console borrows the player app's design tokens.
const tokensFile = path.join(root, 'apps/web/src/shared/styles/tokens.css');
const adminBuilt = newestMtimeMs(path.join(root, 'apps/admin/dist/index.html'));
if (
  adminBuilt < Math.max(...adminSources, newestMtimeMs(tokensFile), newestMtimeMs(contractSources))
) {
  console.log('Building the operator console…');
  run('npm', ['run', 'build', '-w', 'apps/admin']);
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
