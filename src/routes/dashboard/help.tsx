/** `/dashboard/help` (spec §2 dashboard "help", hidden for providers in the menu): the FAQ (features/documents). */
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '#src/features/documents/components/help-page.tsx';

export const Route = createFileRoute('/dashboard/help')({
  component: () => <HelpPage />,
});
