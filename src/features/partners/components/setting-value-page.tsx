/**
 * /dashboard/settings-types/create and /dashboard/settings-types/{id} (product.md §2 "settings-types: create,
 * {id}", §3 "provider setting and setting type", §6 gates `browse_settings`, `provider_settings.*`).
 *
 * The spec has no call creating or editing a setting TYPE: its only writes are the provider settings
 * (`/client/provider-settings` POST, PUT, DELETE; api-catalogue.md "Provider settings"). So here:
 * - `create` gives a value to a rule type: the type is chosen, then its value (POST provider-settings);
 * - `{id}` is rule type `id` with the caller's value of it: change it (PUT) or remove it so the default applies
 *   again (DELETE, after a confirmation), or give one when there is none (POST).
 * Forms are the resource kit's (ResourceForm: the server's 422 under `value` or `setting_type_id`, nothing typed
 * lost; saving needs a connection and says so). A type of the platform (`scope` platform) is set by
 * administrators only; others read it. Accounts holding no rules (managers) are sent back to the list.
 */
import { useState } from 'react';
import { Button, Heading, HStack, SimpleGrid, Stack, Text, Box } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import * as br from '#src/api/contract/business-rules.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import { useEnumLabel } from '#src/i18n/enum-labels.ts';
import { OnlineAction } from '#src/resource/online-action.tsx';
import { QueuedActions } from '#src/resource/queued-actions.tsx';
import { useOutboxEntry } from '#src/sync/index.ts';
import { notifySuccess } from '#src/ui/notices.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { ResourceForm } from '#src/ui/resource/resource-form.tsx';
import {
  useProviderSettingActions,
  useProviderSettingValues,
  useQueueSettingChange,
  useSettingChanges,
  useSettingTypes,
} from '../api/business-rules.ts';
import { mayHoldRules, VALUE_TYPE_LABELS, type Viewer } from '../model/partners.ts';
import { SettingValueInput, settingBody, settingFields, useSettingValueText } from './setting-value-field.tsx';

const mayWrite = (viewer: Viewer, type: br.SettingType) =>
  mayHoldRules(viewer) && (type.scope !== 'platform' || isSuperuser(viewer.permissions));

function NoRules({ title }: { title: string }) {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text>
        <Trans>Your account browses the rule types; providers give them values.</Trans>
      </Text>
      <Button asChild variant="outline" alignSelf="start">
        <Link to="/dashboard/settings-types">
          <Trans>Back to the rule types</Trans>
        </Link>
      </Button>
    </Stack>
  );
}

/** Gives a value to a rule type of the caller's choice (module doc). */
export function SettingValueCreatePage({ viewer }: { viewer: Viewer }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const types = useSettingTypes();
  const values = useProviderSettingValues(mayHoldRules(viewer));
  const actions = useProviderSettingActions();
  const [chosen, setChosen] = useState('');
  if (!mayHoldRules(viewer)) return <NoRules title={t`Give a value to a rule type`} />;
  const taken = new Set((values.value ?? []).map((s) => s.setting_type_id));
  const free = (types.value ?? []).filter((x) => !taken.has(x.id) && mayWrite(viewer, x));
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans>Give a value to a rule type</Trans>
      </Heading>
      {types.state !== 'ready' ? (
        <ReadState read={types} what={t`the rule types`} />
      ) : (
        <ResourceForm
          title={t`The value`}
          fields={settingFields(free, { id: chosen, set: setChosen })}
          initial={{ setting_type_id: '', value: '' }}
          schema={br.providerSettingInput}
          toBody={settingBody}
          onSave={async (body) => {
            const saved = await actions.save(undefined, body);
            notifySuccess(t`Value saved.`);
            await navigate({ to: '/dashboard/settings-types/$id', params: { id: saved.setting_type_id } });
          }}
          onCancel={() => void navigate({ to: '/dashboard/settings-types' })}
        />
      )}
    </Stack>
  );
}

/** Rule type `id` and the caller's value of it (module doc). */
export function SettingTypePage({ id, viewer }: { id: number; viewer: Viewer }) {
  const { t } = useLingui();
  const types = useSettingTypes();
  const values = useProviderSettingValues(mayHoldRules(viewer));
  const actions = useProviderSettingActions();
  const typeLabel = useEnumLabel(VALUE_TYPE_LABELS);
  const valueText = useSettingValueText();
  const [removing, setRemoving] = useState(false);
  const queueChange = useQueueSettingChange();
  const changes = useSettingChanges();
  const outbox = useOutboxEntry();
  const type = types.value?.find((x) => x.id === id);
  if (!mayHoldRules(viewer)) return <NoRules title={type?.name ?? t`Rule type`} />;
  const mine = values.value?.find((s) => s.setting_type_id === id);
  const queued = mine ? changes.filter((c) => c.args.settingId === mine.id) : [];
  const waiting = queued.filter((c) => c.state !== 'refused').at(-1);
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl" wordBreak="break-word">
        {type?.name ?? t`Rule type`}
      </Heading>
      <ReadState read={types} what={t`the rule types`} />
      {types.state === 'ready' && !type && (
        <Text role="status">
          <Trans>There is no such rule type.</Trans>
        </Text>
      )}
      {type && (
        <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <Box>
              <Text fontSize="sm" color="fg.muted">{t`Kind of value`}</Text>
              <Text>{typeLabel(type.value_type)}</Text>
            </Box>
            <Box>
              <Text fontSize="sm" color="fg.muted">{t`Default`}</Text>
              <Text>{valueText(type.value_type, type.default_value)}</Text>
            </Box>
            <Box>
              <Text fontSize="sm" color="fg.muted">{t`Your value`}</Text>
              <Text>
                {waiting && mine
                  ? t`${valueText(mine.value_type, waiting.args.value)} (waiting to be sent)`
                  : mine
                    ? valueText(mine.value_type, mine.value)
                    : t`The default`}
              </Text>
            </Box>
          </SimpleGrid>
          <ReadState read={values} what={t`your values`} />
          {!mayWrite(viewer, type) ? (
            <Text color="fg.muted">
              <Trans>This rule holds one value for the whole platform; administrators set it.</Trans>
            </Text>
          ) : (
            values.state === 'ready' && (
              <>
                <ResourceForm
                  key={mine?.id ?? 'new'}
                  title={mine ? t`Change your value` : t`Give it a value`}
                  fields={[
                    {
                      name: 'value',
                      label: t`Value`,
                      kind: 'custom',
                      render: (f) => <SettingValueInput type={type.value_type} {...f} />,
                    },
                  ]}
                  initial={{ value: mine?.value ?? '' }}
                  schema={br.providerSettingInput}
                  toBody={(f) => ({ setting_type_id: id, value: f.value ?? '' })}
                  onSave={async (body) => {
                    if (mine) {
                      // a change works offline: queued, sent when the connection returns (../mutations.ts)
                      await queueChange({
                        settingId: mine.id,
                        typeId: id,
                        typeName: type.name,
                        value: String(body.value),
                      });
                      notifySuccess(
                        t`Saved on this device; it is sent to the server as soon as there is a connection.`,
                      );
                      return;
                    }
                    await actions.save(undefined, body);
                    notifySuccess(t`Value saved.`);
                  }}
                />
                <QueuedActions
                  actions={queued}
                  waiting={<Trans>A change of this value waits to be sent.</Trans>}
                  onDiscard={(entryId) => void outbox.discard(entryId)}
                />
                {mine &&
                  (removing ? (
                    <HStack gap="2" wrap="wrap" align="start" p="3" borderWidth="1px" borderRadius="md">
                      <Text>{t`Remove your value of ${type.name}? The default applies again.`}</Text>
                      <OnlineAction
                        colorPalette="red"
                        run={async () => {
                          notifySuccess(await actions.remove(mine.id));
                          setRemoving(false);
                        }}
                      >
                        <Trans>Yes, remove</Trans>
                      </OnlineAction>
                      <Button size="sm" variant="ghost" onClick={() => setRemoving(false)}>
                        <Trans>Keep</Trans>
                      </Button>
                    </HStack>
                  ) : (
                    <Button variant="ghost" alignSelf="start" onClick={() => setRemoving(true)}>
                      <Trans>Remove your value</Trans>
                    </Button>
                  ))}
              </>
            )
          )}
        </>
      )}
    </Stack>
  );
}
