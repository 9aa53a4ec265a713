// The project's own lint rules: which code may import which (docs/style.md, "Boundaries").
// Each rule resolves an import to the file it names and judges the two files' places in the tree,
// so a boundary holds at any folder depth and however the relative path is spelled.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The file a relative import names, or undefined when it names no file of ours. */
export function resolveImport(importer, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(importer), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
}

/** The path from the tree's root (ESLint's cwd), with forward slashes on every system. */
function fromRoot(context, file) {
  return path.relative(context.cwd, file).split(path.sep).join('/');
}

/** Calls `check` with each import, re-export and dynamic import of a file and the file it names. */
function eachImport(context, check) {
  const importer = context.filename;
  const visit = (node) => {
    const source = node.source;
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
    check(node, source.value, resolveImport(importer, source.value));
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const serverFeature = /^apps\/server\/src\/features\/([^/]+)\/(.*)$/;

/** A server feature reaches another only through its service.ts; a sub-folder's SQL is its own. */
const serverFeatureBoundary = {
  meta: {
    type: 'problem',
    docs: { description: "A server feature uses another feature's service.ts only." },
    messages: {
      otherFeature:
        "Use the {{feature}} feature's service.ts, not {{target}}: a feature's other files are its own.",
      siblingSql:
        "{{target}} is the SQL of another part of this feature: use that part's functions instead.",
    },
    schema: [],
  },
  create(context) {
    const importer = serverFeature.exec(fromRoot(context, context.filename));
    if (!importer) return {};
    const [, ownFeature, ownRest] = importer;
    const ownFolder = path.posix.dirname(ownRest);
    return eachImport(context, (node, _specifier, resolved) => {
      if (!resolved) return;
      const target = serverFeature.exec(fromRoot(context, resolved));
      if (!target) return;
      const [, feature, rest] = target;
      if (feature !== ownFeature) {
        if (rest !== 'service.ts') {
          context.report({ node, messageId: 'otherFeature', data: { feature, target: rest } });
        }
        return;
      }
      const folder = path.posix.dirname(rest);
      const isSql = /^(queries|tables|routes)\.ts$/.test(path.posix.basename(rest));
      const isOwnOrAbove = ownFolder === folder || ownFolder.startsWith(`${folder}/`);
      if (isSql && folder !== '.' && !isOwnOrAbove) {
        context.report({ node, messageId: 'siblingSql', data: { target: rest } });
      }
    });
  },
};

/** A web feature imports no other feature: what two features share lives in shared/. */
const webFeatureBoundary = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports no other feature.' },
    messages: {
      otherFeature:
        'The {{feature}} feature is its own: move what both need to shared/ (or link by its path).',
    },
    schema: [],
  },
  create(context) {
    const webFeature = /^apps\/web\/src\/features\/([^/]+)\//;
    const importer = webFeature.exec(fromRoot(context, context.filename));
    if (!importer) return {};
    return eachImport(context, (node, _specifier, resolved) => {
      if (!resolved) return;
      const target = webFeature.exec(fromRoot(context, resolved));
      if (target && target[1] !== importer[1]) {
        context.report({ node, messageId: 'otherFeature', data: { feature: target[1] } });
      }
    });
  },
};

/** A package's relative imports stay inside the package: what it needs of others it names by name. */
const packageBoundary = {
  meta: {
    type: 'problem',
    docs: { description: "A package's relative imports stay inside the package." },
    messages: {
      outside: '{{target}} is outside this package: a package imports other code by its name only.',
    },
    schema: [],
  },
  create(context) {
    const ownPackage = /^packages\/[^/]+\//.exec(fromRoot(context, context.filename));
    if (!ownPackage) return {};
    return eachImport(context, (node, _specifier, resolved) => {
      if (!resolved) return;
      const target = fromRoot(context, resolved);
      if (!target.startsWith(ownPackage[0])) {
        context.report({ node, messageId: 'outside', data: { target } });
      }
    });
  },
};

// Static imports and re-exports, of types too: two files that need each other are one concern.
const staticImport = /^\s*(?:import|export)\s(?:[^;'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The files a file imports statically, relative imports only, read from disk once per run. */
const importsOf = new Map();
function staticImportsOf(file) {
  const known = importsOf.get(file);
  if (known) return known;
  const targets = new Set();
  for (const match of readFileSync(file, 'utf8').matchAll(staticImport)) {
    const resolved = resolveImport(file, match[1]);
    if (resolved) targets.add(resolved);
  }
  importsOf.set(file, targets);
  return targets;
}

/** The chain from `start` back to `goal` through static imports, if there is one. */
function chainBack(start, goal) {
  const seen = new Set([start]);
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, chain] = stack.pop();
    for (const next of staticImportsOf(file)) {
      if (next === goal) return chain;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push([next, [...chain, next]]);
    }
  }
  return undefined;
}

/**
 * No file imports itself through others: a cycle hands one of its modules a half-built other at
 * run time, and even a cycle of types says two files are one concern. A dynamic import (a lazy
 * screen) loads later and does not count.
 */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles between our files.' },
    messages: { cycle: 'This import closes a cycle: {{chain}}.' },
    schema: [],
  },
  create(context) {
    const importer = context.filename;
    if (!existsSync(importer)) return {};
    return eachImport(context, (node, _specifier, resolved) => {
      if (!resolved || node.type === 'ImportExpression') return;
      const chain = chainBack(resolved, importer);
      if (chain) {
        const names = [importer, ...chain, importer].map((file) => fromRoot(context, file));
        context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } });
      }
    });
  },
};

export default {
  meta: { name: 'khela-boundaries' },
  rules: {
    'server-feature-boundary': serverFeatureBoundary,
    'web-feature-boundary': webFeatureBoundary,
    'no-cycle': noCycle,
    'package-boundary': packageBoundary,
  },
};
