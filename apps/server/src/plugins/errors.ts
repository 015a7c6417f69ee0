import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody } from '@momentum/shared';
import { AppError } from '../lib/errors.js';
import type { AppPageSender } from './static-app.js';

const WHERE: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query',
  params: 'Path',
  headers: 'Headers',
};

/** Turns zod issues into `{ field: message }` and a sentence that names the first field. */
function validationBody(error: FastifyError): ErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const key = field || (error.validationContext ?? 'body');
    fields[key] ??= issue.message ?? 'Invalid value.';
  }
  const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['body', 'Invalid input.'];
  const where = WHERE[error.validationContext ?? 'body'] ?? 'Request';
  const message =
    firstField === (error.validationContext ?? 'body')
      ? `${where} is invalid: ${firstMessage}`
      : `${firstField}: ${firstMessage}`;
  return { message, code: ERROR_CODES.validation, fields };
}

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
  FST_ERR_BAD_URL: 'The address is not a valid URL.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match Content-Length.',
};

function codeForStatus(status: number): string {
  if (status === 401) return ERROR_CODES.unauthorized;
  if (status === 404) return ERROR_CODES.notFound;
  if (status === 409) return ERROR_CODES.conflict;
  if (status === 413) return ERROR_CODES.tooLarge;
  if (status === 415) return ERROR_CODES.unsupportedMedia;
  if (status === 429) return ERROR_CODES.rateLimited;
  if (status === 503) return ERROR_CODES.unavailable;
  return status >= 500 ? ERROR_CODES.internal : ERROR_CODES.validation;
}

/** Database and pool errors mean "try again later", not a bug in the request. */
function isDatabaseUnavailable(error: { code?: string; message?: string }): boolean {
  const code = error.code ?? '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', 'SQLITE_BUSY'].includes(code) ||
    /timeout exceeded when trying to connect|Connection terminated/i.test(error.message ?? '')
  );
}

/** PostgreSQL cannot store U+0000 in text (SQLite can): such input is the client's to fix, not a 500. */
function isUnstorableText(error: { code?: string }): boolean {
  return error.code === '22021' || error.code === '22P05';
}

/** One error handler for the whole API: every error answers `{ message, code, fields? }` (DESIGN §4). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/**
 * The answer to an error: the error handler's, and that of Fastify's own refusals before routing (its
 * `frameworkErrors` option, app.ts), which would otherwise be written to the socket without the API's error body
 * or the security headers.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A tag set before the error (data-version-etag.ts) belongs to the answer that did not happen.
  reply.removeHeader('etag');
  if (error instanceof AppError) {
    const body: ErrorBody = { message: error.message, code: error.code };
    if (error.fields) body.fields = error.fields;
    return reply.status(error.statusCode).send(body);
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return reply.status(400).send(validationBody(error));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side.', code: ERROR_CODES.internal });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = CLIENT_MESSAGES[error.code] ?? (error.message || 'The request could not be processed.');
    return reply.status(status).send({ message, code: codeForStatus(status) });
  }
  if (isUnstorableText(error)) {
    return reply
      .status(400)
      .send({ message: 'Text cannot contain NUL characters.', code: ERROR_CODES.validation });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.status(503).send({
      message: 'The service is temporarily unavailable. Please try again.',
      code: ERROR_CODES.unavailable,
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ message: 'Something went wrong on our side.', code: ERROR_CODES.internal });
}

/**
 * Unknown API paths answer a JSON 404; any other GET answers the web app's shell (when it is served) so the
 * client-side router can show the page or its own 404.
 */
export function registerNotFound(app: FastifyInstance, sendAppPage?: AppPageSender): void {
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (sendAppPage && request.method === 'GET' && !isApi) return sendAppPage(request, reply);
    return reply.status(404).send({
      message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
      code: ERROR_CODES.notFound,
    });
  });
}
