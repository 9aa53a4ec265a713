/** The only place that writes error replies. 5xx details never leave the server. */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '@khela/contract';
import { DomainError } from './domain-error.js';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | Error, request, reply) => {
    if (error instanceof DomainError) {
      const body: ErrorBody = { ...error.extra, message: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.status).send(body);
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      return reply
        .status(status)
        .send({ message: clientErrorMessage(error, status) } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error' } satisfies ErrorBody);
  });
}

function clientErrorMessage(error: Error & { code?: string }, status: number): string {
  switch (error.code ?? '') {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send application/json.';
    default:
      return status === 404 ? 'Not Found' : error.message;
  }
}
