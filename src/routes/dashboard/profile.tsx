/** `/dashboard/profile`: the signed-in user's profile (spec §2); the /dashboard layout route guards it. */
import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '#src/features/session/components/profile-page.tsx';

export const Route = createFileRoute('/dashboard/profile')({
  component: ProfilePage,
});
