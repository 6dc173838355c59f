/**
 * /dashboard/art-requests/{id?}/edit (spec §2; api-catalogue.md "Art requests"): creates a request (no id, the
 * campaign preset from the search) or changes one; online, since the server gives the id and the field messages
 * (spec §8: the first message of the first field). A paid request can no longer be changed.
 */
import { useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { CheckField } from '#src/ui/check-field.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { ApiError, firstValidationMessage } from '#src/api/errors.ts';
import { useArtRequest, useMediaTypeNames, useSaveArtRequest } from '../api/art.ts';
import { RequestTabs } from './art-request-parts.tsx';

/** /dashboard/art-requests/{id?}/edit: creates (no id, `campaign` preset from the search) or changes a request; online. */
export function ArtRequestEditPage({ id, campaign }: { id?: number | undefined; campaign?: number | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useSaveArtRequest();
  const read = useArtRequest(id ?? 0);
  const types = useMediaTypeNames();
  const [form, setForm] = useState<{ campaign: string; description: string; mediaTypeIds: number[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = read.value;
  const values = form ?? {
    campaign: campaign ? String(campaign) : '',
    description: loaded?.description ?? '',
    mediaTypeIds: loaded?.media_type_ids ?? [],
  };
  const set = (patch: Partial<typeof values>) => setForm({ ...values, ...patch });
  const campaignId = /^\d+$/.test(values.campaign.trim()) ? Number(values.campaign.trim()) : null;
  const submit = async () => {
    if (!id && campaignId === null) {
      setError(t`Write the campaign number.`);
      return;
    }
    if (!values.description.trim()) {
      setError(t`The description is required.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await save(id ?? null, {
        campaignId,
        description: values.description,
        mediaTypeIds: values.mediaTypeIds,
      });
      notifySuccess(t`Art request saved.`);
      await navigate({ to: '/dashboard/art-requests/$id', params: { id: saved.id } });
    } catch (e) {
      if (e instanceof ApiError && e.isNetwork)
        setError(t`Saving an art request needs a connection: try again when online.`);
      else if (e instanceof ApiError) setError(firstValidationMessage(e.errors) ?? e.description ?? e.message);
      else notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  if (id && !loaded)
    return (
      <Stack gap="4">
        <RequestTabs id={id} />
        <ReadState read={read} what={t`the art request`} />
      </Stack>
    );
  return (
    <Stack
      as="form"
      gap="4"
      maxW="2xl"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      aria-label={id ? t`Edit art request ${id}` : t`New art request`}
    >
      {id ? (
        <RequestTabs id={id} />
      ) : (
        <Link to="/dashboard/art-requests">
          <Trans>All requests</Trans>
        </Link>
      )}
      <Heading as="h1" size="2xl">
        {id ? <Trans>Edit art request {id}</Trans> : <Trans>New art request</Trans>}
      </Heading>
      {loaded?.status === 'paid' && (
        <Text role="status" color="fg.muted">
          <Trans>This request is paid: it can no longer be changed.</Trans>
        </Text>
      )}
      {!id && (
        <TextInput
          label={t`Campaign number`}
          name="campaign"
          value={values.campaign}
          onChange={(v) => set({ campaign: v })}
        />
      )}
      <TextArea
        label={t`Description`}
        name="description"
        value={values.description}
        onChange={(v) => set({ description: v })}
        maxLength={2000}
        hint={t`What the design should say and show.`}
      />
      <Box as="fieldset">
        <Text as="legend" fontWeight="medium" mb="1">
          <Trans>Media types (none chosen: every media type of the campaign)</Trans>
        </Text>
        <HStack gap="4" wrap="wrap">
          {types.map((m) => (
            <CheckField
              key={m.id}
              label={m.name}
              checked={values.mediaTypeIds.includes(m.id)}
              onChange={(on) =>
                set({
                  mediaTypeIds: on ? [...values.mediaTypeIds, m.id] : values.mediaTypeIds.filter((x) => x !== m.id),
                })
              }
            />
          ))}
        </HStack>
      </Box>
      {error && (
        <Text role="alert" color="fg.error">
          {error}
        </Text>
      )}
      <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy} disabled={loaded?.status === 'paid'}>
        <Trans>Save</Trans>
      </Button>
    </Stack>
  );
}
