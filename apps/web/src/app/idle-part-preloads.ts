/**
 * Which lazily loaded chunks go without preload links. Vite's loader, before a dynamic import,
 * appends a `<link rel="modulepreload">` to the page for every chunk the imported one needs and
 * the page has not named yet, so they download together rather than one round trip after
 * another. Each append costs the main thread (0.1–8 ms, 1.4 ms on average, timed in a cold load
 * of `/`), and a load of `/` appended 61 of them for the parts it draws lazily: the largest single
 * item of its scripts' work after React (docs/performance.md).
 *
 * The parts listed here are drawn by the first screens without a tap, once the page is idle: a
 * round trip more for their imports delays nothing a player waits on, and what they share with
 * the first screen is already loaded. Everything a tap opens (a screen, a dialog, the side menu,
 * the texts of a language) keeps its links, so a tap never waits for a chain of downloads.
 *
 * Names are the modules' file names without extension, which the build gives their chunks
 * (`banner-carousel-<hash>.js`); a test checks each is a module the app imports lazily, and the
 * build fails when one names no chunk it wrote (`idlePartsWithoutChunk`), so a change of the
 * chunks' names cannot quietly give every part its links back.
 */
export const idleParts = [
  'banner-carousel',
  'tile-carousel',
  'promotion-banner-carousel',
  'home-extras-content',
  'category-nav',
  'market-block-dialog',
  'route-table',
] as const;

const idlePartChunk = new RegExp(`(^|/)(${idleParts.join('|')})-[\\w-]{8}\\.js$`);

/** Whether a dynamic import of the chunk `file` (as the build names it) gets preload links. */
export function preloadsImportsOf(file: string): boolean {
  return !idlePartChunk.test(file);
}

/** The listed parts no chunk among `files` (the build's output names) stands for. */
export function idlePartsWithoutChunk(files: readonly string[]): string[] {
  return idleParts.filter((part) => !files.some((file) => chunkPartOf(file) === part));
}

const chunkPartOf = (file: string) => idlePartChunk.exec(file)?.[2];
