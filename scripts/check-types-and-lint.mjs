// `npm test`'s type-check and lint in one pass per TypeScript program: each program named by
// `npm run typecheck` (`tsc -p …`) is built once, its diagnostics are printed as tsc prints them,
// and ESLint lints that program's own files with it, instead of building the same program again
// for its typed rules (about a third less CPU: docs/performance.md, Where CI's time goes).
// `npm run typecheck` and `npm run lint` stay the commands to run by hand; this one must agree
// with them, so it lints exactly the files `eslint .` lints: those in no program with ESLint's
// own project service.
//
// Usage: node scripts/check-types-and-lint.mjs [--programs a,b | --except a,b] [--leftovers]
//   --programs: the `tsc -p` folders to check (default: every one); --except: every one but these
//   (so two runs side by side cover all, and a program added to `npm run typecheck` is not
//   missed); --leftovers: also lint the files that belong to none of the programs. Exits 1 on any
//   type error, lint error or warning (as `--max-warnings 0`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lintedExtensions = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

/** The `tsc -p` folders of `npm run typecheck`, in its order. */
function typecheckPrograms() {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return [...manifest.scripts.typecheck.matchAll(/tsc -p (\S+)/g)].map((match) => match[1]);
}

function parseConfig(project) {
  const file = project.endsWith('.json') ? project : path.join(project, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, file), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  return parsed;
}

/** Every file `eslint .` lints: tracked or not ignored by git, not ignored by ESLint, configured. */
async function filesEslintLints(eslint) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter((file) => lintedExtensions.test(file) && fs.existsSync(path.join(root, file)));
  const linted = [];
  for (const file of listed) {
    const absolute = path.join(root, file);
    if (await eslint.isPathIgnored(absolute)) continue;
    if ((await eslint.calculateConfigForFile(absolute)) === undefined) continue;
    linted.push(absolute);
  }
  return linted;
}

const formatHost = {
  getCanonicalFileName: (file) => file,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

async function main() {
  const args = process.argv.slice(2);
  const all = typecheckPrograms();
  const listAfter = (flag) => {
    const index = args.indexOf(flag);
    return index >= 0 ? (args[index + 1] ?? '').split(',') : undefined;
  };
  const only = listAfter('--programs');
  const except = listAfter('--except') ?? [];
  const unknown = [...(only ?? []), ...except].filter((project) => !all.includes(project));
  if (unknown.length > 0) throw new Error(`not in npm run typecheck: ${unknown.join(', ')}`);
  const chosen = (only ?? all).filter((project) => !except.includes(project));
  const withLeftovers = args.includes('--leftovers');

  const plainEslint = new ESLint({ cwd: root });
  const toLint = new Set(await filesEslintLints(plainEslint));
  // A file is linted with the first program (in `npm run typecheck`'s order) that includes it.
  const owned = new Map();
  const taken = new Set();
  for (const project of all) {
    const files = parseConfig(project).fileNames.filter(
      (file) => toLint.has(file) && !taken.has(file),
    );
    for (const file of files) taken.add(file);
    owned.set(project, files);
  }

  const formatter = await plainEslint.loadFormatter('stylish');
  let failed = false;
  const report = async (results) => {
    const problems = results.reduce(
      (sum, result) => sum + result.errorCount + result.warningCount,
      0,
    );
    if (problems > 0) {
      failed = true;
      process.stdout.write(await formatter.format(results));
    }
    return problems;
  };

  for (const project of chosen) {
    const started = performance.now();
    const parsed = parseConfig(project);
    const program = ts.createProgram({
      rootNames: parsed.fileNames,
      options: parsed.options,
      projectReferences: parsed.projectReferences,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program);
    if (diagnostics.length > 0) {
      failed = true;
      process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
    }
    const eslint = new ESLint({
      cwd: root,
      overrideConfig: [
        { languageOptions: { parserOptions: { projectService: false, programs: [program] } } },
      ],
    });
    const files = owned.get(project);
    const problems = await report(await eslint.lintFiles(files));
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `${project}: ${diagnostics.length} type errors, ${problems} lint problems in ${files.length} files (${seconds} s)`,
    );
  }

  if (withLeftovers) {
    const leftovers = [...toLint].filter((file) => !taken.has(file));
    const problems =
      leftovers.length > 0 ? await report(await plainEslint.lintFiles(leftovers)) : 0;
    console.log(`files in no program: ${problems} lint problems in ${leftovers.length} files`);
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
