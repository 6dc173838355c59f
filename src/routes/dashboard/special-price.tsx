/** `/dashboard/special-price` (spec §2 "special-price"): ask a special price (features/sales/components/special-price-page.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { SpecialPricePage } from '#src/features/sales/components/special-price-page.tsx';

export const Route = createFileRoute('/dashboard/special-price')({
  component: () => <SpecialPricePage />,
});
