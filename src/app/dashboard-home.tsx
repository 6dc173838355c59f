/** The home of /dashboard: the info cards the profile may see, and the boards for managers and administrators. */
import { Stack } from '@chakra-ui/react';
import { useProfile } from '../features/session/api/session.ts';
import { HomePage } from '../features/home/components/home-page.tsx';
import { seesBoards } from '../features/dashboards/api/boards.ts';
import { BoardsPanel } from '../features/dashboards/components/boards-panel.tsx';
import { useAfterFirstPaint } from '../ui/use-after-paint.ts';

export function DashboardHome() {
  const profile = useProfile();
  // the greeting and the counts are painted first; the boards (charts, a period picker) render a frame later
  const boards = useAfterFirstPaint();
  return (
    <Stack gap="8">
      <HomePage profile={profile} />
      {boards && seesBoards(profile.permissions) && <BoardsPanel />}
    </Stack>
  );
}
