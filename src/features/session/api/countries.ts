/**
 * Countries for the registration form: GET /countries/active (public,
 * api-catalogue.md Lookups), fetched online once per page load and shared by
 * every form that asks (a failed fetch is forgotten so `retry` asks again).
 * Not mirrored: registering needs a connection anyway.
 */
import { useCallback, useEffect, useState } from 'react';
import * as lookups from '#src/api/contract/lookups.ts';
import type { Country } from '#src/api/contract/lookups.ts';
import type { ApiError } from '#src/api/errors.ts';
import { getSessionClient } from './session.ts';
import { toApiError } from './use-form-action.ts';

export type CountriesState =
  | { status: 'loading' }
  | { status: 'ready'; countries: Country[] }
  | { status: 'error'; error: ApiError };

let shared: Promise<Country[]> | undefined;

function loadCountries(): Promise<Country[]> {
  shared ??= getSessionClient()
    .call(lookups.activeCountries)
    .then(
      (answer) => answer.data,
      (error: unknown) => {
        shared = undefined;
        throw error;
      },
    );
  return shared;
}

/** Test seam: forgets the shared list. */
export function resetCountries(): void {
  shared = undefined;
}

/** The active countries, sorted by name as the server sends them; `retry` after an error. */
export function useActiveCountries(): CountriesState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ attempt: number; state: CountriesState } | undefined>();

  useEffect(() => {
    let live = true;
    loadCountries().then(
      (countries) => {
        if (live) setOutcome({ attempt, state: { status: 'ready', countries } });
      },
      (error: unknown) => {
        if (live) setOutcome({ attempt, state: { status: 'error', error: toApiError(error) } });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: CountriesState = outcome?.attempt === attempt ? outcome.state : { status: 'loading' };
  return { ...state, retry };
}
