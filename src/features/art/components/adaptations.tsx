/**
 * Art adaptation requests (product.md §4 "Art adaptation: arts accepted or rejected; budget accepted or
 * rejected"; api-catalogue.md "Art adaptation"):
 * - /dashboard/art-adaptation-requests: a campaign's adaptation requests (by campaign number) and a new one
 *   (online: the server gives the id);
 * - /dashboard/art-adaptation-requests/{id}: the request, its units, budget Accept / Reject, adapted arts
 *   ("Adapted art file", uploaded through the outbox) and arts Accept / Reject — rejections need a comment.
 * Every decision and upload is a named mutation: pending until confirmed, refusals with the server's reason.
 * A print task's arts are task-arts.tsx.
 */
import { useMemo, useState } from 'react';
import type * as v from 'valibot';
import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { PriceTag } from '#src/ui/price-tag.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { ResourceTable, type ResourceColumn } from '#src/ui/resource/resource-table.tsx';
import * as art from '#src/api/contract/art.ts';
import { ResourceForm } from '#src/ui/resource/resource-form.tsx';
import { useMutation, usePending } from '#src/sync/index.ts';
import {
  useAdaptation,
  useAdaptationTasks,
  useArtCampaignChoices,
  useArtRoles,
  useCampaignAdaptations,
  useCreateAdaptation,
  type ArtAdaptation,
} from '../api/art.ts';
import {
  acceptAdaptationArts,
  acceptAdaptationBudget,
  associateAdaptationArt,
  rejectAdaptationArts,
  rejectAdaptationBudget,
} from '../mutations.ts';
import { actionsFor } from '../model/pending.ts';
import { ArtStatusBadge, FilePicker, FileThumb, QueuedFile, useQueuedMessage } from './parts.tsx';
import { AcceptReject } from './accept-reject.tsx';

/** The list's columns, in the interface language. */
function useAdaptationColumns(): ResourceColumn<ArtAdaptation>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        header: t`Request`,
        cell: (a) => (
          <ChakraLink asChild>
            <Link to="/dashboard/art-adaptation-requests/$id" params={{ id: a.id }}>
              <Trans>Adaptation {a.id}</Trans>
            </Link>
          </ChakraLink>
        ),
      },
      { header: t`Units`, cell: (a) => a.unit_ids.length, numeric: true },
      {
        header: t`Budget`,
        cell: (a) => (
          <HStack gap="2">
            <PriceTag value={a.budget} currency={a.currency} />
            <ArtStatusBadge status={a.budget_status} />
          </HStack>
        ),
      },
      { header: t`Arts`, cell: (a) => <ArtStatusBadge status={a.arts_status} /> },
    ],
    [t],
  );
}

/** /dashboard/art-adaptation-requests: a campaign's adaptation requests and a new one. */
export function AdaptationsPage({ campaign }: { campaign?: number | undefined }) {
  const { t } = useLingui();
  const roles = useArtRoles();
  const create = useCreateAdaptation();
  const [number, setNumber] = useState(campaign ? String(campaign) : '');
  const [asked, setAsked] = useState(0);
  const campaignId = /^\d+$/.test(number.trim()) ? Number(number.trim()) : 0;
  const choices = useArtCampaignChoices(roles.client ? 'client' : 'provider');
  const read = useCampaignAdaptations(campaignId);
  const columns = useAdaptationColumns();
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="2xl">
        <Trans>Art adaptation requests</Trans>
      </Heading>
      <ReadState read={choices} what={t`the campaigns with artwork`} />
      {choices.value && (
        <Box maxW="md">
          <SelectField
            id="adaptation-campaign"
            label={<Trans>Campaign</Trans>}
            value={number}
            onChange={setNumber}
            minW="260px"
            options={[
              { value: '', label: choices.value.data.length ? t`Choose a campaign` : t`No campaigns with artwork yet` },
              ...choices.value.data.map((c) => ({ value: String(c.id), label: `${c.name} · ${c.client.name}` })),
            ]}
          />
        </Box>
      )}
      {campaignId > 0 && <ReadState read={read} what={t`the adaptation requests`} />}
      {campaignId > 0 && read.value && (
        <ResourceTable<ArtAdaptation>
          label={t`Adaptation requests`}
          rows={read.value}
          empty={t`No adaptation requests for this campaign.`}
          columns={columns}
        />
      )}
      {campaignId > 0 && roles.client && (
        <ResourceForm
          key={asked}
          title={t`New adaptation request`}
          submitLabel={t`Ask for an adaptation`}
          fields={[{ name: 'description', label: t`Description`, kind: 'textarea', required: true, maxLength: 2000 }]}
          initial={{ description: '' }}
          schema={art.storeAdaptation.body as v.GenericSchema}
          toBody={(values) => ({ description: values.description ?? '' })}
          onSave={async (body) => {
            await create(campaignId, String(body.description));
            notifySuccess(t`Adaptation requested.`);
            setAsked((n) => n + 1);
          }}
        />
      )}
    </Stack>
  );
}

/** /dashboard/art-adaptation-requests/{id} */
export function AdaptationPage({ id }: { id: number }) {
  const { t } = useLingui();
  const roles = useArtRoles();
  const saved = useQueuedMessage();
  const acceptBudget = useMutation(acceptAdaptationBudget);
  const rejectBudget = useMutation(rejectAdaptationBudget);
  const acceptArts = useMutation(acceptAdaptationArts);
  const rejectArts = useMutation(rejectAdaptationArts);
  const associateArt = useMutation(associateAdaptationArt);
  const read = useAdaptation(id);
  const tasks = useAdaptationTasks(id);
  const a = read.value;
  const match = { adaptationId: id };
  const budgetQueued = actionsFor(usePending(acceptAdaptationBudget, rejectAdaptationBudget), match);
  const artsQueued = actionsFor(usePending(acceptAdaptationArts, rejectAdaptationArts), match);
  const uploads = actionsFor(usePending(associateAdaptationArt), match);
  return (
    <Stack gap="4" maxW="3xl">
      <Link to="/dashboard/art-adaptation-requests">
        <Trans>All adaptation requests</Trans>
      </Link>
      <ReadState read={read} what={t`the adaptation request`} />
      {a && (
        <>
          <Heading as="h1" size="2xl">
            <Trans>
              Adaptation {a.id} · {a.campaign.name}
            </Trans>
          </Heading>
          <Text whiteSpace="pre-wrap">{a.description}</Text>
          {tasks.value && (
            <Stack as="ul" gap="1" listStyleType="none" fontSize="sm" aria-label={t`Units to adapt`}>
              {tasks.value.map((u) => (
                <Text as="li" key={u.unit_id}>
                  {u.unit_title} · {u.media_type.name}
                  {u.size ? ` · ${u.size}` : ''}
                </Text>
              ))}
            </Stack>
          )}
          <Stack as="section" gap="2" aria-label={t`Budget`}>
            <HStack gap="2">
              <Heading as="h2" size="md">
                <Trans>Budget</Trans>
              </Heading>
              <PriceTag value={a.budget} currency={a.currency} />
              <ArtStatusBadge status={a.budget_status} />
            </HStack>
            {a.budget_comment && <Text fontSize="sm">“{a.budget_comment}”</Text>}
            {roles.client && (a.budget_status === 'pending' || budgetQueued.length > 0) && (
              <AcceptReject
                label={t`Budget of adaptation ${a.id}`}
                queued={budgetQueued}
                accept={acceptAdaptationBudget}
                acceptLabel={t`Accept budget`}
                rejectLabel={t`Reject budget`}
                onAccept={() => acceptBudget({ adaptationId: a.id, campaignName: a.campaign.name })}
                onReject={(comment) => rejectBudget({ adaptationId: a.id, campaignName: a.campaign.name, comment })}
              />
            )}
          </Stack>
          <Stack as="section" gap="2" aria-label={t`Adapted arts`}>
            <HStack gap="2">
              <Heading as="h2" size="md">
                <Trans>Adapted arts</Trans>
              </Heading>
              <ArtStatusBadge status={a.arts_status} />
            </HStack>
            {a.arts_comment && <Text fontSize="sm">“{a.arts_comment}”</Text>}
            <HStack gap="3" wrap="wrap" align="start">
              {a.files.map((f) => (
                <FileThumb key={f.id} file={f} />
              ))}
            </HStack>
            {uploads.map((u) => (
              <QueuedFile key={u.entryId} action={u} />
            ))}
            {a.budget_status === 'accepted' && (
              <FilePicker
                label={t`Adapted art file`}
                multiple
                onFiles={(files) => {
                  void (async () => {
                    for (const file of files)
                      await associateArt(
                        { adaptationId: a.id, campaignName: a.campaign.name, file: 'file', fileName: file.name },
                        { blobs: { file } },
                      );
                    if (files.length) notifySuccess(saved);
                  })().catch(notifyError);
                }}
              />
            )}
            {roles.client && (a.arts_status === 'pending' || artsQueued.length > 0) && (
              <AcceptReject
                label={t`Arts of adaptation ${a.id}`}
                queued={artsQueued}
                accept={acceptAdaptationArts}
                acceptLabel={t`Accept arts`}
                rejectLabel={t`Reject arts`}
                onAccept={() => acceptArts({ adaptationId: a.id, campaignName: a.campaign.name })}
                onReject={(comment) => rejectArts({ adaptationId: a.id, campaignName: a.campaign.name, comment })}
              />
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
