/** `/dashboard/availability` (spec §2 availability list): the units × days grid (features/availability/components/availability-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { AvailabilityPage } from '#src/features/availability/components/availability-page.tsx';
import { compactFilters, parseViewFilters } from '#src/features/availability/model/search.ts';

export const Route = createFileRoute('/dashboard/availability/')({
  validateSearch: parseViewFilters,
  component: function Screen() {
    const navigate = Route.useNavigate();
    return (
      <AvailabilityPage
        filters={Route.useSearch()}
        onFiltersChange={(f) => void navigate({ search: compactFilters(f), replace: true })}
      />
    );
  },
});
