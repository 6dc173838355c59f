/** Error normalisation of spec §8. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ApiError,
  errorFromResponse,
  firstValidationMessage,
  invalidAnswerError,
  networkError,
  parseRetryAfter,
} from './errors.ts';

describe('errorFromResponse', () => {
  it('turns a 422 into message, first validation text as description, status and the errors map', () => {
    const e = errorFromResponse(422, {
      message: 'The given data was invalid.',
      errors: { email: ['The email field is required.', 'x'], name: ['n'] },
    });
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({
      type: 'validation',
      status: 422,
      message: 'The given data was invalid.',
      description: 'The email field is required.',
    });
    expect(e.errors?.name).toEqual(['n']);
  });

  it('keeps the server body of other errors (type, message, description)', () => {
    const e = errorFromResponse(409, {
      type: 'conflict',
      message: 'Ya reservada',
      description: 'La unidad está ocupada',
    });
    expect(e).toMatchObject({
      type: 'conflict',
      message: 'Ya reservada',
      description: 'La unidad está ocupada',
      status: 409,
    });
    expect(e.isRetryable).toBe(false);
  });

  it('builds a message from the status when the body is not an error body', () => {
    const e = errorFromResponse(502, '<html>Bad gateway</html>', 'x', 'Bad Gateway');
    expect(e).toMatchObject({ type: 'error', message: 'Bad Gateway', status: 502 });
    expect(e.isRetryable).toBe(true);
    expect(errorFromResponse(401, undefined).type).toBe('unauthenticated');
    expect(errorFromResponse(403, undefined).type).toBe('forbidden');
  });
});

describe('other errors', () => {
  it('a request with no answer keeps the local message and has status 0', () => {
    const e = networkError(new TypeError('Failed to fetch'), 'session.login');
    expect(e).toMatchObject({ type: 'network', status: 0, message: 'Failed to fetch', endpoint: 'session.login' });
    expect(e.isNetwork).toBe(true);
    expect(e.isRetryable).toBe(true);
  });

  it('an answer of the wrong shape names the endpoint and the path of the problem', () => {
    const r = v.safeParse(v.object({ data: v.object({ id: v.number() }) }), { data: { id: 'x' } });
    expect(r.success).toBe(false);
    const e = invalidAnswerError(r.issues!, 200, 'session.user');
    expect(e.type).toBe('invalid_response');
    expect(e.message).toContain('session.user');
    expect(e.message).toContain('data.id');
  });

  it('firstValidationMessage picks the first message of the first field', () => {
    expect(firstValidationMessage({ a: [], b: ['second'], c: ['third'] })).toBe('second');
    expect(firstValidationMessage(undefined)).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, ignores junk', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:10 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(10_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
  it('travels on the error of a 429', () => {
    expect(errorFromResponse(429, { message: 'Slow down' }, 'x', '', 5000).retryAfterMs).toBe(5000);
  });
});
