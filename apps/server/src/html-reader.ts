import fs from 'node:fs';

/** A rebuilt app renames its hashed assets, so its HTML is re-read whenever the file changes. */
export function htmlReader(file: string): () => string {
  let cached = { mtimeMs: 0, html: '' };
  return () => {
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
    return cached.html;
  };
}
