/**
 * How the built player app and the built console serve their files: from the build folder's
 * root, each file at its own path (no directory index, no wildcard: the app's fallback answers
 * the rest), hashed assets cached for good, anything else (index.html, the service worker)
 * revalidated on every load.
 */
import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

export function builtFilesOptions(root: string): FastifyStaticOptions {
  return {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders: (response, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void response.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  };
}
