import fs from 'node:fs';

/**
 * A file's contents, parsed, read again whenever the file changes: a rebuilt app renames its
 * hashed assets, so its HTML and its plans follow the build without a restart. With `whenMissing`
 * a file that cannot be read gives that value (and is looked for again on the next call); without
 * it the read throws.
 */
export function fileReader<T>(
  file: string,
  parse: (text: string) => T,
  whenMissing?: { value: T },
): () => T {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (cached?.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
      }
      return cached.value;
    } catch (error) {
      if (whenMissing) return whenMissing.value;
      throw error;
    }
  };
}

/** An app's HTML page, as the build last wrote it. */
export const htmlReader = (file: string): (() => string) => fileReader(file, (text) => text);
