/** `/accept?token=…`: accept a workgroup invitation from its mailed link (spec §2; GET invite/accept). */
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AcceptInvitationPage } from '#src/features/session/components/accept-invitation-page.tsx';

const search = v.object({
  token: v.optional(v.fallback(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), ''), ''),
});

export const Route = createFileRoute('/_guest/accept')({
  validateSearch: search,
  component: AcceptRoute,
});

function AcceptRoute() {
  const { token } = Route.useSearch();
  return <AcceptInvitationPage token={token ?? ''} />;
}
