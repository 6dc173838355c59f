/** `/dashboard/test`: diagnostics of this device for support (issue 20); any signed-in account, linked from /dashboard/sync. */
import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '#src/features/diagnostics/components/diagnostics-page.tsx';
import { useProfile } from '#src/features/session/api/session.ts';

export const Route = createFileRoute('/dashboard/test')({
  component: function DiagnosticsScreen() {
    const profile = useProfile();
    return (
      <DiagnosticsPage
        account={{ name: profile.name, email: profile.email, roles: profile.roles.map((r) => r.name) }}
      />
    );
  },
});
