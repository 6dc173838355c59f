/** `/dashboard/settings-types` (spec §2 "settings-types: list", gate browse_settings): features/partners/components/setting-types-page.tsx. */
import { createFileRoute } from '@tanstack/react-router';
import { SettingTypesPage } from '#src/features/partners/components/setting-types-page.tsx';
import { viewerOf } from '#src/features/partners/model/partners.ts';
import { useProfile } from '#src/features/session/api/session.ts';

export const Route = createFileRoute('/dashboard/settings-types/')({
  component: function Screen() {
    return <SettingTypesPage viewer={viewerOf(useProfile())} />;
  },
});
