import { ERROR_CODES } from '@momentum/shared';

/** An error the API answers with as it is: status, a sentence people can read, a stable code. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'That item') =>
  new AppError(404, ERROR_CODES.notFound, `${what} was not found.`);

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, ERROR_CODES.validation, message, fields);

export const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);

export const unauthorized = (message = 'Please sign in again.') =>
  new AppError(401, ERROR_CODES.unauthorized, message);

export const tooManyRequests = (message: string) => new AppError(429, ERROR_CODES.rateLimited, message);

export const unsupportedMediaType = (message: string) =>
  new AppError(415, ERROR_CODES.unsupportedMedia, message);

export const payloadTooLarge = (message: string) => new AppError(413, ERROR_CODES.tooLarge, message);
