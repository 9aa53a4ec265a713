/** The only place that writes error replies. 5xx details never leave the server. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { generalMessages, readMessage, type ErrorBody, type ErrorCode } from '@khela/contract';
import { DomainError } from './domain-error.js';

let uncataloguedListener: ((message: string) => void) | undefined;

/** Tests listen here: a text the catalogue lacks would reach a Bangla player in English. */
export function onUncataloguedMessage(listener: ((message: string) => void) | undefined): void {
  uncataloguedListener = listener;
}

/**
 * The body of a failed call: the text's catalogue code (and a template's values) beside the text,
 * so clients translate by code; a text the catalogue lacks answers with its kind of failure.
 */
export function errorBody(message: string, kind: ErrorCode): ErrorBody {
  const read = readMessage(message);
  if (!read) uncataloguedListener?.(message);
  const body: ErrorBody = { code: read?.code ?? kind, message };
  if (read?.params) body.params = read.params;
  return body;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | Error, request, reply) => {
    if (error instanceof DomainError) {
      const body: ErrorBody = { ...error.extra, ...errorBody(error.message, error.code) };
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
        .send(
          errorBody(
            clientErrorMessage(error, status),
            status === 404 ? 'not_found' : 'bad_request',
          ),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(generalMessages.serverError, 'server_error'));
  });
}

function clientErrorMessage(error: Error & { code?: string }, status: number): string {
  switch (error.code ?? '') {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return generalMessages.jsonInvalid;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return generalMessages.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return generalMessages.mediaTypeUnsupported;
    default:
      return status === 404 ? generalMessages.notFound : generalMessages.badRequest;
  }
}
