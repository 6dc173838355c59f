/**
 * Errors a handler throws to answer with a status; the app's error handler
 * writes them as the error body of spec §8: `{ type, message, description?, errors? }`.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly type: string,
    message: string,
    readonly extra: { description?: string; errors?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 422 with an errors map (field → messages). */
export function validationError(message: string, errors: Record<string, string[]>): HttpError {
  return new HttpError(422, 'validation', message, { errors });
}

/** The spec §8 body of an HttpError: `{ type, message, description?, errors? }`. */
export function errorBody(err: HttpError): {
  type: string;
  message: string;
  description?: string;
  errors?: Record<string, string[]>;
} {
  return { type: err.type, message: err.message, ...err.extra };
}
