/**
 * The one check for a place the site sends someone after reading it from a request (a lobby to
 * return to, a page to go back to): only a path on this site passes. Browsers forgive a great deal
 * in an address (`\` taken as `/`, tabs and newlines dropped, leading spaces trimmed, a percent
 * escape decoded once more by whoever reads the parameter), and each forgiveness has been used to
 * turn "a path here" into "another site"; so this accepts a narrow shape rather than hunting for
 * bad ones. The rules are in docs/decisions.md, Redirect targets.
 */

/** Longer than any address the site makes; a longer one is not ours. */
export const REDIRECT_PATH_LENGTH_MAX = 2048;

/** Layers of percent-decoding looked through: a value decoded more often than this is not ours. */
const DECODING_LAYERS_MAX = 3;

/** Printable ASCII without the space: what a browser's own encoded path and query consist of. */
const ENCODED_PATH = /^[\x21-\x7e]+$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** One slash and then not another slash or backslash: `//host` and `/\host` name another site. */
function startsAsSitePath(value: string): boolean {
  return value.startsWith('/') && value[1] !== '/' && value[1] !== '\\';
}

/**
 * The value itself when it is a path on this site (`/games?type=SLOT`), else undefined. It must
 * be printable ASCII (a browser-encoded path: no spaces, no lookalike letters, no backslash) and
 * start with exactly one `/`; and so must every percent-decoding of it, which must hold no control
 * character either, with compatibility characters such as a fullwidth solidus folded as a browser
 * folds them in a host name.
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > REDIRECT_PATH_LENGTH_MAX) return undefined;
  if (!ENCODED_PATH.test(value) || value.includes('\\') || !startsAsSitePath(value)) {
    return undefined;
  }
  let layer = value;
  for (let depth = 0; depth < DECODING_LAYERS_MAX; depth += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      // A stray `%` a browser would keep as it is, but no address of ours has one.
      return undefined;
    }
    if (decoded === layer) return value;
    // An encoded tab or newline is how `/%09/evil` becomes `//evil` once read; none of ours has one.
    if (CONTROL_CHARACTER.test(decoded)) return undefined;
    if (!startsAsSitePath(decoded.normalize('NFKC'))) return undefined;
    layer = decoded;
  }
  return undefined;
}
