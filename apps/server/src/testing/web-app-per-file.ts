/**
 * A test file's app serving a built web app of the file's own: a folder with the given files
 * (index.html and house.html unless given), made when the file loads and removed after it, and
 * `page(url)` for the HTML a browser would get there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import type { TestApp } from './build-test-app.js';
import { testAppPerFile } from './test-app-per-file.js';

const defaultFiles = {
  'index.html': '<html><head><title>Khela</title></head><body></body></html>',
  'house.html': '<html><head></head>house</html>',
};

export interface WebAppPerFile {
  harness: TestApp;
  /** The built web app's folder. */
  directory: string;
  /** The HTML answered for `url`, checked to be a 200. */
  page(url: string): Promise<string>;
}

export function webAppPerFile(files: Record<string, string> = {}): WebAppPerFile {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-web-'));
  for (const [name, content] of Object.entries({ ...defaultFiles, ...files })) {
    fs.writeFileSync(path.join(directory, name), content);
  }
  const harness = testAppPerFile({ environment: { WEB_DIST_DIR: directory } });
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));
  return {
    harness,
    directory,
    async page(url) {
      const response = await harness.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      return response.body;
    },
  };
}
