/** `/dashboard/discount-requests` (spec §2 "discount-requests/{id?}"): the price-request inbox. */
import { createFileRoute } from '@tanstack/react-router';
import { PriceRequestsPage } from '#src/features/sales/components/price-requests-page.tsx';

export const Route = createFileRoute('/dashboard/discount-requests/')({
  component: () => <PriceRequestsPage />,
});
