/** `/dashboard/internal-media-types/created`: the list with the new-row form open (spelling as in the spec). */
import { createFileRoute } from '@tanstack/react-router';
import { MediaTypesPage } from '#src/features/inventory/components/catalogue-pages.tsx';

export const Route = createFileRoute('/dashboard/internal-media-types/created')({
  component: () => <MediaTypesPage open="new" />,
});
