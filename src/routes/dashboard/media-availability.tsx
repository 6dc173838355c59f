/** `/dashboard/media-availability` (spec §2 media-availability): availability per media type and the unused units (features/availability). */
import { createFileRoute } from '@tanstack/react-router';
import { MediaAvailabilityPage } from '#src/features/availability/components/media-availability-page.tsx';
import { compactFilters, parseViewFilters } from '#src/features/availability/model/search.ts';

export const Route = createFileRoute('/dashboard/media-availability')({
  validateSearch: parseViewFilters,
  component: function Screen() {
    const navigate = Route.useNavigate();
    return (
      <MediaAvailabilityPage
        filters={Route.useSearch()}
        onFiltersChange={(f) => void navigate({ search: compactFilters(f), replace: true })}
      />
    );
  },
});
