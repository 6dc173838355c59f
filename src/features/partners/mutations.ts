/**
 * Named mutations of the business rules (issue 19 "edits to … settings queue through the outbox with their pending
 * state"; api-catalogue.md "Provider settings": PUT /client/provider-settings/{id}): changing the value a provider
 * (or, for a platform rule, an administrator) holds of a rule type works offline. The values are server reads,
 * not mirrored: nothing changes on the device until the server answers; the screen shows the queued value and its
 * state from the outbox entry, and once acknowledged the values are read again (`invalidates`). A refusal (422:
 * the value does not fit its type; 403; 404) stays in the sync centre and on the screen with the server's message.
 * Giving a first value and removing one stay online (the server gives the id; a removal is final).
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules and the contract.
 */
import * as v from 'valibot';
import * as br from '#src/api/contract/business-rules.ts';
import type { AnyMutation } from '#src/sync/mutations.ts';
import { defineMutation } from '#src/sync/mutations.ts';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));

/** `providerSettings.update`: args `{ settingId, typeId, typeName (for the sync centre), value (as typed) }`. */
export const changeSettingValue = defineMutation({
  endpoint: br.updateProviderSetting,
  args: v.object({
    settingId: positive,
    typeId: positive,
    typeName: v.pipe(v.string(), v.maxLength(200)),
    value: v.pipe(v.string(), v.maxLength(2000)),
  }),
  tables: [],
  invalidates: [br.providerSettings, br.showProviderSetting],
  async optimistic() {
    /* not mirrored: the screen shows the queued value from the outbox */
  },
  request: (a) => ({
    endpoint: br.updateProviderSetting,
    input: { params: { id: a.settingId }, body: { setting_type_id: a.typeId, value: a.value } },
  }),
  describe: (a) => ({
    es: `Cambiar el valor de ${a.typeName} a ${a.value}`,
    en: `Change the value of ${a.typeName} to ${a.value}`,
  }),
});

export const partnerMutations: readonly AnyMutation[] = [changeSettingValue];
