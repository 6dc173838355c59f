/** `/dashboard/proposals/by-package` (spec §2 "proposals: by-package"): a new proposal from a package card. */
import { createFileRoute } from '@tanstack/react-router';
import { ByPackagePage } from '#src/features/sales/components/package-cards.tsx';

export const Route = createFileRoute('/dashboard/proposals/by-package')({
  component: ByPackagePage,
});
