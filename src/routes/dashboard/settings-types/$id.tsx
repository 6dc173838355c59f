/**
 * `/dashboard/settings-types/{id}` (spec §2 "settings-types: {id}"): rule type `id` with the caller's value of it
 * (features/partners/components/setting-value-page.tsx).
 */
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '#src/app/route-params.ts';
import { SettingTypePage } from '#src/features/partners/components/setting-value-page.tsx';
import { viewerOf } from '#src/features/partners/model/partners.ts';
import { useProfile } from '#src/features/session/api/session.ts';

export const Route = createFileRoute('/dashboard/settings-types/$id')({
  params: idParams,
  component: function Screen() {
    const { id } = Route.useParams();
    return <SettingTypePage key={id} id={id} viewer={viewerOf(useProfile())} />;
  },
});
