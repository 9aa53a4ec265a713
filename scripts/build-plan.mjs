// What `npm start` must build: a built app is stale when any file it is made from is newer than
// its output. An app is made from its own sources and from those of every workspace package it
// depends on, followed through their own dependencies (the server and the web app both run the
// exchange engine's code, so editing packages/exchange rebuilds both).
import fs from 'node:fs';
import path from 'node:path';

/** Files and folders of a workspace that its build reads, where they exist. */
const SOURCE_ENTRIES = [
  'src',
  'public',
  'index.html',
  'house.html',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
  'tsconfig.build.json',
];

/** The newest modification time under `target` (0 when it does not exist). */
export function newestMtimeMs(target) {
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

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Each workspace package's name → its folder, from the root package.json. */
export function workspaceFolders(root) {
  const folders = new Map();
  for (const folder of readJson(path.join(root, 'package.json')).workspaces ?? []) {
    const manifest = path.join(root, folder, 'package.json');
    if (fs.existsSync(manifest)) folders.set(readJson(manifest).name, folder);
  }
  return folders;
}

/** The folder and the folders of every workspace package it depends on, at any depth. */
export function workspaceClosure(root, folder, folders = workspaceFolders(root)) {
  const seen = new Set();
  const visit = (current) => {
    if (seen.has(current)) return;
    seen.add(current);
    const manifest = readJson(path.join(root, current, 'package.json'));
    const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    for (const name of names) {
      const dependency = folders.get(name);
      if (dependency) visit(dependency);
    }
  };
  visit(folder);
  return [...seen];
}

/** Every path whose change must rebuild the app in `folder`. */
export function buildInputs(root, folder, extra = []) {
  const inputs = workspaceClosure(root, folder).flatMap((workspace) =>
    SOURCE_ENTRIES.map((entry) => path.join(workspace, entry)),
  );
  return [...inputs, 'tsconfig.base.json', ...extra];
}

/** Whether `output` is missing or older than any of the inputs. */
export function isStale(root, output, inputs) {
  const built = newestMtimeMs(path.join(root, output));
  const newestInput = Math.max(...inputs.map((input) => newestMtimeMs(path.join(root, input))));
  return built === 0 || built < newestInput;
}
