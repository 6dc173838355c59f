/**
 * /accept?token=… (spec product.md §2; api-catalogue.md "Workgroups": GET
 * invite/accept?token=): accepts a workgroup invitation from its mailed link
 * and says what happened, with a link to /login.
 */
import { Alert, PageHeading, Spinner, Stack, TextLink } from '#src/ui/public/parts.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAcceptInvitation } from '../api/invitation.ts';
import { useErrorText } from './use-session-form.ts';

export function AcceptInvitationPage({ token }: { token: string }) {
  const { t } = useLingui();
  const state = useAcceptInvitation(token);
  const errorText = useErrorText();

  const toLogin = (
    <TextLink to="/login" className="pu-start">
      <Trans>Go to sign in</Trans>
    </TextLink>
  );

  switch (state.status) {
    case 'missing':
      return (
        <Stack gap={6}>
          <PageHeading title={t`Workgroup invitation`} />
          <Alert status="warning">
            <Trans>This invitation link is incomplete. Open it again from your email.</Trans>
          </Alert>
          {toLogin}
        </Stack>
      );
    case 'loading':
      return (
        <Stack gap={6} aria-busy>
          <PageHeading title={t`Workgroup invitation`} />
          <Stack row gap={3} role="status">
            <Spinner />
            <p>
              <Trans>Accepting the invitation…</Trans>
            </p>
          </Stack>
        </Stack>
      );
    case 'error':
      return (
        <Stack gap={6}>
          <PageHeading title={t`The invitation could not be accepted`} />
          <Alert>{errorText(state.error)}</Alert>
          {toLogin}
        </Stack>
      );
    case 'accepted': {
      const { workgroup, email, invited_by: invitedBy } = state.invitation;
      return (
        <Stack gap={6}>
          <PageHeading title={t`Invitation accepted`} />
          <Alert status="success">{state.message}</Alert>
          <p>
            {state.invitation.type === 'client' ? (
              <Trans>
                {invitedBy} added you to the workgroup {workgroup} as a client.
              </Trans>
            ) : (
              <Trans>
                {invitedBy} added you to the workgroup {workgroup} as a member.
              </Trans>
            )}
          </p>
          <p>
            <Trans>Sign in with {email} to continue.</Trans>
          </p>
          {toLogin}
        </Stack>
      );
    }
  }
}
