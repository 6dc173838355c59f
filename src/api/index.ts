/**
 * The app's API client: the contract's calls over ky, with the token from the
 * `access_token` cookie and the base URL from `VITE_API_URL` (unset: same
 * origin). A 401 drops the token and goes to /login (spec §8); the app shell
 * may replace that behaviour with `setUnauthorizedHandler`.
 */
import { createApiClient } from './client.ts';
import type { ApiError } from './errors.ts';
import { interfaceLocale } from './locale.ts';
import { clearToken, getToken, LOCALE_COOKIE, readCookie } from './token.ts';

let unauthorizedHandler: (error: ApiError) => void = () => {
  clearToken();
  if (typeof location !== 'undefined' && location.pathname !== '/login') location.assign('/login');
};

/** Replaces what a 401 answer does (default: clear the token and open /login). */
export function setUnauthorizedHandler(handler: (error: ApiError) => void): void {
  unauthorizedHandler = handler;
}

const answerListeners = new Set<(status: number) => void>();

/**
 * Listens to the HTTP status of every answer `api` gets (the sync engine:
 * the server is reachable). Returns the function that stops listening.
 */
export function onServerAnswer(listener: (status: number) => void): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_URL as string | undefined,
  getToken,
  getLocale: () => interfaceLocale(readCookie(LOCALE_COOKIE)),
  onUnauthorized: (error) => unauthorizedHandler(error),
  onAnswer: (status) => {
    for (const listener of answerListeners) listener(status);
  },
});

export { ApiError, firstValidationMessage } from './errors.ts';
export type { ApiClient, CallOptions } from './client.ts';
export { createApiClient } from './client.ts';
