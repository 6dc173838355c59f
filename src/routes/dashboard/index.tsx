/** `/dashboard`: the home with the info cards the profile may see, and the boards for managers and administrators. */
import { createFileRoute } from '@tanstack/react-router';
import { Stack } from '@chakra-ui/react';
import { useProfile } from '#src/features/session/api/session.ts';
import { HomePage } from '#src/features/home/components/home-page.tsx';
import { seesBoards } from '#src/features/dashboards/api/boards.ts';
import { BoardsPanel } from '#src/features/dashboards/components/boards-panel.tsx';

export const Route = createFileRoute('/dashboard/')({
  component: function DashboardHome() {
    const profile = useProfile();
    return (
      <Stack gap="8">
        <HomePage profile={profile} />
        {seesBoards(profile.permissions) && <BoardsPanel />}
      </Stack>
    );
  },
});
