/** `/dashboard`: the home with the info cards the profile may see. */
import { createFileRoute } from '@tanstack/react-router';
import { useProfile } from '#src/features/session/api/session.ts';
import { HomePage } from '#src/features/home/components/home-page.tsx';

export const Route = createFileRoute('/dashboard/')({
  component: function DashboardHome() {
    return <HomePage profile={useProfile()} />;
  },
});
