/** The home of /dashboard: the info cards the profile may see, and the boards for managers and administrators. */
import { Stack } from '@chakra-ui/react';
import { useProfile } from '../features/session/api/session.ts';
import { HomePage } from '../features/home/components/home-page.tsx';
import { seesBoards } from '../features/dashboards/api/boards.ts';
import { BoardsPanel } from '../features/dashboards/components/boards-panel.tsx';

export function DashboardHome() {
  const profile = useProfile();
  return (
    <Stack gap="8">
      <HomePage profile={profile} />
      {seesBoards(profile.permissions) && <BoardsPanel />}
    </Stack>
  );
}
