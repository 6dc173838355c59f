/**
 * The /accept page's call: GET /invite/accept?token= (api-catalogue.md
 * "Workgroups"). Accepting happens once per token and page load, whatever
 * re-renders or StrictMode's double effects do; opening the link again later
 * is harmless (the server answers `already_accepted`).
 */
import { useEffect, useState } from 'react';
import * as workgroups from '#src/api/contract/workgroups.ts';
import type { AcceptedInvitation } from '#src/api/contract/workgroups.ts';
import type { ApiError } from '#src/api/errors.ts';
import { getSessionClient } from './session.ts';
import { toApiError } from './use-form-action.ts';

export type InvitationState =
  | { status: 'missing' }
  | { status: 'loading' }
  | { status: 'accepted'; invitation: AcceptedInvitation; message: string }
  | { status: 'error'; error: ApiError };

const requests = new Map<string, Promise<{ data: AcceptedInvitation; message: string }>>();

/** Test seam: forgets the requests made. */
export function resetInvitations(): void {
  requests.clear();
}

/** Accepts the invitation of `token`; an empty token is never sent (`missing`). */
export function useAcceptInvitation(token: string): InvitationState {
  const [outcome, setOutcome] = useState<{ token: string; state: InvitationState } | undefined>();
  const missing = !token.trim();

  useEffect(() => {
    if (missing) return undefined;
    let live = true;
    let request = requests.get(token);
    if (!request) {
      request = getSessionClient().call(workgroups.acceptInvitation, { query: { token } });
      requests.set(token, request);
    }
    request.then(
      (answer) => {
        if (live)
          setOutcome({ token, state: { status: 'accepted', invitation: answer.data, message: answer.message } });
      },
      (error: unknown) => {
        requests.delete(token);
        if (live) setOutcome({ token, state: { status: 'error', error: toApiError(error) } });
      },
    );
    return () => {
      live = false;
    };
  }, [token, missing]);

  if (missing) return { status: 'missing' };
  return outcome?.token === token ? outcome.state : { status: 'loading' };
}
