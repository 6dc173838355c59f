/**
 * One line telling whether the server answers, with the languages it offers.
 * `data-testid="api-status"` carries `data-state` (loading | success | error)
 * for end-to-end tests; the list itself is `data-testid="api-languages"`.
 */
import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { LanguagesState } from '../api/use-languages.ts';

export function ApiStatus({ state }: { state: LanguagesState }) {
  return (
    <Text data-testid="api-status" data-state={state.status} role="status" fontSize="sm" color="fg.muted">
      {state.status === 'loading' && <Trans>Checking the server…</Trans>}
      {state.status === 'success' && <LanguageList names={state.languages.map((l) => l.name).join(', ')} />}
      {state.status === 'error' && <Trans>The server could not be reached. Try again later.</Trans>}
    </Text>
  );
}

function LanguageList({ names }: { names: string }) {
  return (
    <span data-testid="api-languages">
      <Trans>Languages: {names}</Trans>
    </span>
  );
}
