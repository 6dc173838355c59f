/**
 * What the business-rule screens read and do (issue 19; product.md §2 "provider-settings (business rules)",
 * "settings-types (rule types)", §3 "provider setting and setting type", §6 gates `provider_settings.*`,
 * `browse_settings`; api-catalogue.md "Provider settings"; rules in src/api/contract/business-rules.ts).
 *
 * The rule types and the caller's values are server reads kept on the device (`useRead(…, { keep: true })`):
 * offline they show their last answer and say from when. Changing a value queues `providerSettings.update`
 * (../mutations.ts): it works offline, shows as waiting, and the values are read again once the server has it.
 * Giving a first value and removing one need the server now (online, never queued); each reads the values again.
 */
import * as br from '#src/api/contract/business-rules.ts';
import { useResourceActions } from '#src/resource/use-resource.ts';
import { useMutation, usePending, useRead } from '#src/sync/index.ts';
import { changeSettingValue } from '../mutations.ts';

/** The rule types, by name in the caller's language, kept. */
export function useSettingTypes() {
  return useRead(br.settingTypes, {}, { keep: true, select: (a) => a.data });
}

/** Values read at once: a provider has one per rule type, and there are a handful of types. */
const ALL = 100;

/** The caller's values of every rule type, kept (`enabled` false for accounts holding no rules). */
export function useProviderSettingValues(enabled: boolean) {
  return useRead(
    br.providerSettings,
    { query: { page: 1, per_page: ALL } },
    { keep: true, enabled, select: (a) => a.data },
  );
}

/** Give (`id` undefined), change and remove a value, online; each reads the values again. */
export function useProviderSettingActions() {
  return useResourceActions<br.ProviderSetting>(br.providerSettingsResource);
}

/** Queues a change of an existing value (module doc). @returns the outbox entry */
export function useQueueSettingChange() {
  return useMutation(changeSettingValue);
}

/** The queued or refused value changes of the setting `settingId` (all without it), oldest first. */
export function useSettingChanges(settingId?: number) {
  const all = usePending(changeSettingValue);
  return settingId === undefined ? all : all.filter((a) => a.args.settingId === settingId);
}
