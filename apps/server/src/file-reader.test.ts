import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileReader, htmlReader } from './file-reader.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-reader-'));
  dirs.push(dir);
  return path.join(dir, 'page.html');
}

describe('fileReader', () => {
  it('parses once and again only when the file changes', () => {
    const file = tempFile();
    fs.writeFileSync(file, 'one');
    let parses = 0;
    const read = fileReader(file, (text) => {
      parses += 1;
      return text.toUpperCase();
    });
    expect(read()).toBe('ONE');
    expect(read()).toBe('ONE');
    expect(parses).toBe(1);
    fs.writeFileSync(file, 'two');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(read()).toBe('TWO');
    expect(parses).toBe(2);
  });

  it('gives the stated value while the file is missing and picks it up once written', () => {
    const file = tempFile();
    const read = fileReader(file, (text) => text.length, { value: -1 });
    expect(read()).toBe(-1);
    fs.writeFileSync(file, 'abc');
    expect(read()).toBe(3);
  });

  it('throws for a missing page when no value is stated', () => {
    expect(() => htmlReader(tempFile())()).toThrow(/ENOENT/);
  });
});
