/**
 * HTTP for identity checks, player side: the status, the submission, and the photo upload, whose
 * body is the photo itself (as the deposit receipt's).
 */
import type { FastifyInstance } from 'fastify';
import { IDENTITY_FILE_SIZE_BYTES_MAX, identityCalls, identityMessages } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { registerCall } from '../../platform/http/register-call.js';
import { assertIdentityUploadAllowed, storeIdentityFile } from './files.js';
import { identityStatus, submitIdentity } from './service.js';

/** What a client may declare; the real type is read from the first bytes. */
const photoContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

export async function identityRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireSession(app, context);

  registerCall(app, identityCalls.status, async (_input, request, reply) => {
    void reply.header('cache-control', 'no-store');
    return identityStatus(context.db, callerOf(request).userId);
  });

  registerCall(app, identityCalls.submit, async ({ body }, request) =>
    submitIdentity(context, callerOf(request).userId, {
      documentType: body.document_type,
      documentNumber: body.document_number,
      dateOfBirth: body.date_of_birth,
      frontFileId: body.front_file_id,
      backFileId: body.back_file_id,
      selfieFileId: body.selfie_file_id,
    }),
  );

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (upload) => {
    upload.addContentTypeParser(
      photoContentTypes,
      { parseAs: 'buffer', bodyLimit: IDENTITY_FILE_SIZE_BYTES_MAX },
      (_request, body, done) => done(null, body),
    );
    // Before the body is read: a refused upload never costs its 5 MB of memory.
    upload.addHook('preParsing', async (request, _reply, payload) => {
      const declaredBytes = Number.parseInt(request.headers['content-length'] ?? '', 10) || 0;
      await assertIdentityUploadAllowed(context, callerOf(request).userId, declaredBytes);
      return payload;
    });
    upload.post('/identity/file', { bodyLimit: IDENTITY_FILE_SIZE_BYTES_MAX }, async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new DomainError('validation_failed', identityMessages.fileWrongType);
      }
      return storeIdentityFile(context, callerOf(request).userId, request.body);
    });
  });
}
