/**
 * /dashboard/art-requests/{id?}/edit (spec §2; api-catalogue.md "Art requests"): creates a request (no id, the
 * campaign preset from the search) or changes one, on the resource kit's form: checked by the endpoint's own body
 * schema (store or update) before anything is sent, the server's 422 under each field, nothing typed lost. Online,
 * since the server gives the id; offline the form says the save needs a connection. A paid request can no
 * longer be changed.
 */
import type * as v from 'valibot';
import { Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import * as art from '#src/api/contract/art.ts';
import { notifySuccess } from '#src/ui/notices.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { ResourceForm, type ResourceField, type ResourceValues } from '#src/ui/resource/resource-form.tsx';
import { useArtRequest, useMediaTypeNames, useSaveArtRequest } from '../api/art.ts';
import { RequestTabs } from './art-request-parts.tsx';

/** The request's body from the form (ids as the contract takes them: the campaign as typed, checked by the schema). */
function toBody(values: ResourceValues, isNew: boolean): Record<string, unknown> {
  const mediaTypeIds = values.media_type_ids ? values.media_type_ids.split(',').map(Number) : [];
  return {
    ...(isNew ? { campaign_id: values.campaign_id?.trim() ?? '' } : {}),
    description: values.description ?? '',
    ...(mediaTypeIds.length ? { media_type_ids: mediaTypeIds } : {}),
  };
}

export function ArtRequestEditPage({ id, campaign }: { id?: number | undefined; campaign?: number | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useSaveArtRequest();
  const read = useArtRequest(id ?? 0);
  const types = useMediaTypeNames();
  const loaded = read.value;
  const title = id ? t`Edit art request ${id}` : t`New art request`;
  const fields: ResourceField[] = [
    ...(id ? [] : [{ name: 'campaign_id', label: t`Campaign number`, kind: 'number' as const, required: true }]),
    {
      name: 'description',
      label: t`Description`,
      kind: 'textarea',
      required: true,
      maxLength: 2000,
      hint: t`What the design should say and show.`,
    },
    {
      name: 'media_type_ids',
      label: t`Media types (none chosen: every media type of the campaign)`,
      kind: 'checks',
      options: types.map((m) => ({ value: String(m.id), label: m.name })),
    },
  ];
  const back = () =>
    id ? navigate({ to: '/dashboard/art-requests/$id', params: { id } }) : navigate({ to: '/dashboard/art-requests' });
  return (
    <Stack gap="4" maxW="2xl">
      {id ? (
        <RequestTabs id={id} />
      ) : (
        <Link to="/dashboard/art-requests">
          <Trans>All requests</Trans>
        </Link>
      )}
      {id && !loaded && <ReadState read={read} what={t`the art request`} />}
      {loaded?.status === 'paid' && (
        <Text role="status" color="fg.muted">
          <Trans>This request is paid: it can no longer be changed.</Trans>
        </Text>
      )}
      {(!id || (loaded && loaded.status !== 'paid')) && (
        <ResourceForm
          title={title}
          fields={fields}
          initial={{
            campaign_id: campaign ? String(campaign) : '',
            description: loaded?.description ?? '',
            media_type_ids: (loaded?.media_type_ids ?? []).join(','),
          }}
          schema={(id ? art.updateArtRequest.body : art.storeArtRequest.body) as v.GenericSchema}
          toBody={(values) => toBody(values, !id)}
          onSave={async (body) => {
            const saved = await save(id ?? null, {
              campaignId: body.campaign_id === undefined ? null : Number(body.campaign_id),
              description: String(body.description),
              mediaTypeIds: (body.media_type_ids as number[] | undefined) ?? [],
            });
            notifySuccess(t`Art request saved.`);
            await navigate({ to: '/dashboard/art-requests/$id', params: { id: saved.id } });
          }}
          onCancel={() => void back()}
        />
      )}
    </Stack>
  );
}
