/**
 * `/dashboard/settings-types/create` (spec §2 "settings-types: create"): giving a value to a rule type (the spec has
 * no call creating a type; features/partners/components/setting-value-page.tsx).
 */
import { createFileRoute } from '@tanstack/react-router';
import { SettingValueCreatePage } from '#src/features/partners/components/setting-value-page.tsx';
import { viewerOf } from '#src/features/partners/model/partners.ts';
import { useProfile } from '#src/features/session/api/session.ts';

export const Route = createFileRoute('/dashboard/settings-types/create')({
  component: function Screen() {
    return <SettingValueCreatePage viewer={viewerOf(useProfile())} />;
  },
});
