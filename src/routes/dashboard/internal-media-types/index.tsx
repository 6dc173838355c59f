/** `/dashboard/internal-media-types`: list, create, edit and delete (catalogue-pages.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { MediaTypesPage } from '#src/features/inventory/components/catalogue-pages.tsx';

export const Route = createFileRoute('/dashboard/internal-media-types/')({
  component: () => <MediaTypesPage />,
});
