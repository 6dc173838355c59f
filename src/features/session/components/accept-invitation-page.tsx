/**
 * /accept?token=… (spec product.md §2; api-catalogue.md "Workgroups": GET
 * invite/accept?token=): accepts a workgroup invitation from its mailed link
 * and says what happened, with a link to /login.
 */
import { Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAcceptInvitation } from '../api/invitation.ts';
import { FormAlert, PageHeading } from './form-parts.tsx';
import { useErrorText } from './use-session-form.ts';

export function AcceptInvitationPage({ token }: { token: string }) {
  const { t } = useLingui();
  const state = useAcceptInvitation(token);
  const errorText = useErrorText();

  const toLogin = (
    <Link asChild colorPalette="brand" variant="plain" fontWeight="semibold" alignSelf="start">
      <RouterLink to="/login">
        <Trans>Go to sign in</Trans>
      </RouterLink>
    </Link>
  );

  switch (state.status) {
    case 'missing':
      return (
        <Stack gap="6">
          <PageHeading title={t`Workgroup invitation`} />
          <FormAlert status="warning">
            <Trans>This invitation link is incomplete. Open it again from your email.</Trans>
          </FormAlert>
          {toLogin}
        </Stack>
      );
    case 'loading':
      return (
        <Stack gap="6" aria-busy="true">
          <PageHeading title={t`Workgroup invitation`} />
          <Stack direction="row" gap="3" align="center" role="status">
            <Spinner size="sm" />
            <Text>
              <Trans>Accepting the invitation…</Trans>
            </Text>
          </Stack>
        </Stack>
      );
    case 'error':
      return (
        <Stack gap="6">
          <PageHeading title={t`The invitation could not be accepted`} />
          <FormAlert>{errorText(state.error)}</FormAlert>
          {toLogin}
        </Stack>
      );
    case 'accepted': {
      const { workgroup, email, invited_by: invitedBy } = state.invitation;
      return (
        <Stack gap="6">
          <PageHeading title={t`Invitation accepted`} />
          <FormAlert status="success">{state.message}</FormAlert>
          <Text>
            {state.invitation.type === 'client' ? (
              <Trans>
                {invitedBy} added you to the workgroup {workgroup} as a client.
              </Trans>
            ) : (
              <Trans>
                {invitedBy} added you to the workgroup {workgroup} as a member.
              </Trans>
            )}
          </Text>
          <Text>
            <Trans>Sign in with {email} to continue.</Trans>
          </Text>
          {toLogin}
        </Stack>
      );
    }
  }
}
