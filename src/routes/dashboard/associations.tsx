/** `/dashboard/associations` (spec §2 "associations", §4 price-change permission): features/partners/components/associations-page.tsx. */
import { createFileRoute } from '@tanstack/react-router';
import { AssociationsPage } from '#src/features/partners/components/associations-page.tsx';
import { viewerOf } from '#src/features/partners/model/partners.ts';
import { useProfile } from '#src/features/session/api/session.ts';

export const Route = createFileRoute('/dashboard/associations')({
  component: function Screen() {
    return <AssociationsPage viewer={viewerOf(useProfile())} />;
  },
});
