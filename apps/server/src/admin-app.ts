/**
 * The operator console (apps/admin), built with base /admin/: its files under /admin/ and its
 * index.html for every other /admin page (client-side routes). Registered in its own scope, so its
 * fallback covers /admin and /admin/* only: /admin-api keeps its JSON answers, and the player app
 * never hands out the console's page or the reverse.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { internalMessages } from '@khela/contract';
import { builtFilesOptions } from './built-files.js';
import { htmlReader } from './file-reader.js';
import { errorBody } from './platform/errors/error-handler.js';

export const ADMIN_PREFIX = '/admin';
const notBuiltMessage = internalMessages.consoleNotBuilt;
const notFoundMessage = internalMessages.consoleFileNotFound;

export async function registerAdminApp(app: FastifyInstance, adminDistDir: string): Promise<void> {
  const indexFile = path.join(adminDistDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (!built) app.log.warn({ adminDistDir }, 'operator console is not built; /admin is not served');
  await app.register(
    async (scope) => {
      if (!built) {
        scope.setNotFoundHandler((request, reply) =>
          reply.status(404).send(errorBody(notBuiltMessage, 'not_found')),
        );
        return;
      }
      await scope.register(fastifyStatic, builtFilesOptions(adminDistDir));
      const currentIndexHtml = htmlReader(indexFile);
      scope.setNotFoundHandler((request, reply) => {
        const pathname = (request.url.split('?')[0] ?? '').slice(ADMIN_PREFIX.length);
        // Files are routed as found at start; a rebuilt console's new hashed assets come from here.
        if (request.method === 'GET' && /^\/assets\/[\w.-]+$/.test(pathname)) {
          if (fs.existsSync(path.join(adminDistDir, pathname))) {
            return reply
              .header('cache-control', 'public, max-age=31536000, immutable')
              .sendFile(pathname.slice(1));
          }
          return reply.status(404).send(errorBody(notFoundMessage, 'not_found'));
        }
        if (request.method === 'GET' || request.method === 'HEAD') {
          return reply
            .type('text/html')
            .header('cache-control', 'no-cache')
            .send(currentIndexHtml());
        }
        return reply.status(404).send(errorBody(notFoundMessage, 'not_found'));
      });
    },
    { prefix: ADMIN_PREFIX },
  );
}
