/** `/dashboard/availability/temporary` (spec §2 availability/temporary): temporary holds of the caller's role (features/availability). */
import { createFileRoute } from '@tanstack/react-router';
import { useProfile } from '#src/features/session/api/session.ts';
import { TemporaryPage } from '#src/features/availability/components/temporary-page.tsx';
import { compactFilters, parseViewFilters } from '#src/features/availability/model/search.ts';

export const Route = createFileRoute('/dashboard/availability/temporary')({
  validateSearch: parseViewFilters,
  component: function Screen() {
    const navigate = Route.useNavigate();
    return (
      <TemporaryPage
        roles={useProfile().roles}
        filters={Route.useSearch()}
        onFiltersChange={(f) => void navigate({ search: compactFilters(f), replace: true })}
      />
    );
  },
});
