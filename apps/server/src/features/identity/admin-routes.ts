/**
 * The operator's identity calls under /admin-api: the queue, one check, its photos, and the
 * decisions. Any operator role may look (support answers players' questions); owner and finance
 * decide, since an approval opens large withdrawals.
 */
import type { FastifyInstance } from 'fastify';
import {
  identityAdminCalls,
  identityAdminMessages,
  identityCheckParamsSchema,
  identityFileParts,
} from '@khela/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { registerCall } from '../../platform/http/register-call.js';
import { auditMetaOf, requireOperator } from '../operators/service.js';
import { decideIdentityCheck, findIdentityCheck, identityQueue } from './decisions.js';
import { readIdentityFile } from './files.js';
import { findCheckWithPlayer } from './queries.js';

const fileParamsSchema = identityCheckParamsSchema.extend({
  part: z.enum(identityFileParts, { error: identityAdminMessages.checkNotFound }),
});

const fileColumnOf = {
  front: 'front_file_id',
  back: 'back_file_id',
  selfie: 'selfie_file_id',
} as const;

export async function identityAdminRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (anyOperator) => {
    requireOperator(anyOperator, context.db, ['owner', 'finance', 'support']);

    registerCall(anyOperator, identityAdminCalls.queue, async ({ query }) => ({
      data: await identityQueue(context, query.status),
    }));

    registerCall(anyOperator, identityAdminCalls.one, async ({ params }) => ({
      data: await findIdentityCheck(context, params.id),
    }));

    anyOperator.get('/identity-checks/:id/files/:part', async (request, reply) => {
      const params = parseInput(fileParamsSchema, request.params);
      const check = await findCheckWithPlayer(context.db, params.id);
      const fileId = check?.[fileColumnOf[params.part]];
      const file =
        fileId === null || fileId === undefined
          ? undefined
          : await readIdentityFile(context, Number(fileId));
      if (!file) throw new DomainError('not_found', identityAdminMessages.checkNotFound);
      // Served as a download under its sniffed type, never rendered inline as our own page, and
      // never kept in a shared cache.
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="identity-${params.id}-${params.part}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    });
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (deciders) => {
    requireOperator(deciders, context.db, ['owner', 'finance']);

    registerCall(deciders, identityAdminCalls.approve, async ({ params }, request) =>
      decideIdentityCheck(context, params.id, { status: 'approved' }, auditMetaOf(request)),
    );
    registerCall(deciders, identityAdminCalls.reject, async ({ params, body }, request) =>
      decideIdentityCheck(
        context,
        params.id,
        { status: 'rejected', reason: body.reason },
        auditMetaOf(request),
      ),
    );
    registerCall(deciders, identityAdminCalls.resubmit, async ({ params, body }, request) =>
      decideIdentityCheck(
        context,
        params.id,
        { status: 'resubmit', reason: body.reason },
        auditMetaOf(request),
      ),
    );
  });
}
