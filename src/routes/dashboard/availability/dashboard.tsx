/** `/dashboard/availability/dashboard` (spec §2 availability/dashboard): the availability charts (features/availability). */
import { createFileRoute } from '@tanstack/react-router';
import { AvailabilityDashboardPage } from '#src/features/availability/components/availability-dashboard-page.tsx';
import { compactFilters, parseViewFilters } from '#src/features/availability/model/search.ts';

export const Route = createFileRoute('/dashboard/availability/dashboard')({
  validateSearch: parseViewFilters,
  component: function Screen() {
    const navigate = Route.useNavigate();
    return (
      <AvailabilityDashboardPage
        filters={Route.useSearch()}
        onFiltersChange={(f) => void navigate({ search: compactFilters(f), replace: true })}
      />
    );
  },
});
