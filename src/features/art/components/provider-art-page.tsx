/**
 * /dashboard/arts/provider/{id?} (product.md §4 "the provider
 * accepts or denies per version"): without an id, the provider's campaigns
 * with artwork awaiting its decision (or all); with one, that campaign's
 * versions per media type, each with its images and, per unit of the
 * provider, Accept / Deny (a denial needs a comment), the zip of the
 * campaign's artwork (online) and the colour-proof upload for the campaign.
 *
 * Decisions are named mutations (`art.acceptVersion`, `art.denyVersion`):
 * taken offline they are stored on the device and shown as pending until the
 * server confirms; a refused one shows the server's reason.
 */
import { useState } from 'react';
import { Box, Button, Heading, HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { formatDate } from '#src/lib/dates.ts';
import {
  providerZipUrl,
  useArtActions,
  useArtCommands,
  useArtOutboxStamp,
  useOnline,
  useProviderArtCampaign,
  useProviderArtCampaigns,
  useVersionComments,
  type ArtCampaign,
  type ArtVersion,
  type PendingAction,
} from '../api/art.ts';
import { decisionKey, pendingDecisions } from '../model/pending.ts';
import { ArtStatusBadge, FileThumb, QueuedAction, ReadNotice, useQueuedMessage } from './parts.tsx';
import { ProofUploadForm } from './colour-proofs.tsx';

type Unit = ArtCampaign['media_types'][number]['units'][number];

/** Accept / Deny of one version for one unit, with its comment; or the decision taken, pending or refused. */
function UnitDecision({
  campaignId,
  version,
  unit,
  queued,
}: {
  campaignId: number;
  version: ArtVersion;
  unit: Unit;
  queued: (PendingAction & { decision: 'accepted' | 'denied' }) | undefined;
}) {
  const { t } = useLingui();
  const commands = useArtCommands();
  const saved = useQueuedMessage();
  const [comment, setComment] = useState('');
  const [needComment, setNeedComment] = useState(false);
  const decided = version.decisions.find((d) => d.unit_id === unit.id);
  const open = version.status === 'in_review' && version.pending_unit_ids.includes(unit.id);
  const args = {
    campaignId,
    versionId: version.id,
    versionNumber: version.number,
    unitId: unit.id,
    unitTitle: unit.title,
  };
  const decide = async (decision: 'accepted' | 'denied') => {
    if (decision === 'denied' && !comment.trim()) {
      setNeedComment(true);
      return;
    }
    try {
      if (decision === 'accepted') await commands.accept({ ...args, comment });
      else await commands.deny({ ...args, comment });
      setComment('');
      setNeedComment(false);
      notifySuccess(saved);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Box
      role="group"
      aria-label={t`Version ${version.number} · ${unit.title}`}
      p="3"
      borderWidth="1px"
      borderRadius="md"
      data-testid="unit-decision"
      data-version={version.number}
      data-unit-id={unit.id}
    >
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{unit.title}</Text>
          <Text fontSize="sm" color="fg.muted">
            {unit.sku}
            {unit.unit_type
              ? ` · ${unit.unit_type.name} ${unit.unit_type.width}×${unit.unit_type.height} ${unit.unit_type.measure_unit}`
              : ''}
          </Text>
          {decided && <ArtStatusBadge status={decided.decision} />}
        </HStack>
        {decided?.comment && <Text fontSize="sm">“{decided.comment}”</Text>}
        {queued && (
          <QueuedAction
            action={queued}
            label={
              queued.decision === 'accepted' ? (
                <Trans>Accepted on this device</Trans>
              ) : (
                <Trans>Denied on this device: “{String(queued.args.comment ?? '')}”</Trans>
              )
            }
          />
        )}
        {open && (!queued || queued.state === 'refused') && (
          <>
            <TextArea
              label={t`Comment`}
              name={`comment-${version.id}-${unit.id}`}
              value={comment}
              onChange={(v) => {
                setComment(v);
                if (v.trim()) setNeedComment(false);
              }}
              maxLength={1000}
              hint={t`Required to deny: say what to change.`}
              error={needComment ? t`Write why you deny this version.` : undefined}
            />
            <HStack gap="2">
              <Button size="sm" colorPalette="green" onClick={() => void decide('accepted')}>
                <Trans>Accept</Trans>
              </Button>
              <Button size="sm" colorPalette="red" variant="outline" onClick={() => void decide('denied')}>
                <Trans>Deny</Trans>
              </Button>
            </HStack>
          </>
        )}
        {!open && !decided && !queued && (
          <Text fontSize="sm" color="fg.muted">
            <Trans>Not awaiting your decision.</Trans>
          </Text>
        )}
      </Stack>
    </Box>
  );
}

function VersionComments({
  campaignId,
  versionId,
  refresh,
}: {
  campaignId: number;
  versionId: number;
  refresh: string;
}) {
  const [shown, setShown] = useState(false);
  const comments = useVersionComments('provider', campaignId, versionId, refresh, shown);
  return (
    <Stack gap="1">
      <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setShown(!shown)} aria-expanded={shown}>
        {shown ? <Trans>Hide comments</Trans> : <Trans>Show comments</Trans>}
      </Button>
      {shown && <ReadNotice read={comments} what={<Trans>the comments</Trans>} />}
      {shown &&
        comments.value?.map((c) => (
          <Text key={c.id} fontSize="sm">
            <b>{c.author?.name ?? '—'}</b> · {formatDate(c.created_at.slice(0, 10))}: {c.body}
          </Text>
        ))}
      {shown && comments.value?.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>No comments.</Trans>
        </Text>
      )}
    </Stack>
  );
}

function ProviderCampaign({ id }: { id: number }) {
  const { t } = useLingui();
  const stamp = useArtOutboxStamp();
  const read = useProviderArtCampaign(id, stamp);
  const actions = useArtActions();
  const online = useOnline();
  const queued = pendingDecisions(actions);
  const campaign = read.value;
  return (
    <Stack gap="5">
      <Link to="/dashboard/arts/provider">
        <Trans>Back to the campaigns awaiting review</Trans>
      </Link>
      <ReadNotice read={read} what={<Trans>the campaign's artwork</Trans>} />
      {campaign && (
        <>
          <HStack gap="3" wrap="wrap" justify="space-between">
            <Stack gap="0">
              <Heading as="h1" size="2xl">
                {campaign.name}
              </Heading>
              <Text color="fg.muted">
                <Trans>Client: {campaign.client.name}</Trans>
              </Text>
            </Stack>
            {online ? (
              <Button asChild size="sm" variant="outline">
                <a href={providerZipUrl(campaign.id)} download>
                  <Trans>Download artwork (zip)</Trans>
                </a>
              </Button>
            ) : (
              <Text role="status" fontSize="sm" color="fg.muted" data-testid="zip-offline">
                <Trans>The zip of the artwork needs a connection.</Trans>
              </Text>
            )}
          </HStack>
          {campaign.media_types.map((m) => {
            const versions = m.versions.filter((v) => v.status !== 'draft');
            return (
              <Stack as="section" key={m.media_type.id} gap="3" aria-label={m.media_type.name}>
                <Heading as="h2" size="lg">
                  {m.media_type.name}
                </Heading>
                {versions.length === 0 && (
                  <Text color="fg.muted">
                    <Trans>No version sent to review yet.</Trans>
                  </Text>
                )}
                {versions.map((version) => (
                  <Stack
                    key={version.id}
                    gap="3"
                    p="4"
                    borderWidth="1px"
                    borderRadius="lg"
                    data-testid="art-version"
                    data-version={version.number}
                  >
                    <HStack gap="2" wrap="wrap">
                      <Heading as="h3" size="md">
                        <Trans>Version {version.number}</Trans>
                      </Heading>
                      <ArtStatusBadge status={version.status} />
                      {version.sent_at && (
                        <Text fontSize="sm" color="fg.muted">
                          <Trans>Sent {formatDate(version.sent_at.slice(0, 10))}</Trans>
                        </Text>
                      )}
                    </HStack>
                    <HStack gap="3" wrap="wrap" align="start">
                      {version.files.map((f) => (
                        <FileThumb key={f.id} file={f} />
                      ))}
                      {version.files.length === 0 && (
                        <Text color="fg.muted">
                          <Trans>No files</Trans>
                        </Text>
                      )}
                    </HStack>
                    <Stack gap="2">
                      {m.units.map((unit) => (
                        <UnitDecision
                          key={unit.id}
                          campaignId={campaign.id}
                          version={version}
                          unit={unit}
                          queued={queued.get(decisionKey(version.id, unit.id))}
                        />
                      ))}
                    </Stack>
                    <VersionComments campaignId={campaign.id} versionId={version.id} refresh={stamp} />
                  </Stack>
                ))}
              </Stack>
            );
          })}
          <Stack as="section" gap="2" aria-label={t`Colour proof`}>
            <Heading as="h2" size="lg">
              <Trans>Colour proof</Trans>
            </Heading>
            <ProofUploadForm
              campaignId={campaign.id}
              campaignName={campaign.name}
              mediaTypes={campaign.media_types.map((m) => m.media_type)}
              units={campaign.media_types.flatMap((m) =>
                m.units.map((u) => ({ id: u.id, title: u.title, mediaTypeId: m.media_type.id })),
              )}
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}

function ProviderCampaigns() {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<'awaiting' | 'all'>('awaiting');
  const [page, setPage] = useState(1);
  const stamp = useArtOutboxStamp();
  const read = useProviderArtCampaigns({ name: name.trim(), page, status }, stamp);
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans>Artwork to review</Trans>
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <TextInput
          label={t`Campaign`}
          name="campaign-name"
          type="search"
          value={name}
          onChange={(v) => {
            setName(v);
            setPage(1);
          }}
        />
        <SelectField
          id="art-status"
          label={<Trans>Show</Trans>}
          value={status}
          onChange={(v) => {
            setStatus(v as 'awaiting' | 'all');
            setPage(1);
          }}
          options={[
            { value: 'awaiting', label: t`Awaiting my decision` },
            { value: 'all', label: t`All campaigns` },
          ]}
        />
      </HStack>
      <ReadNotice read={read} what={<Trans>the campaigns</Trans>} />
      {read.value && (
        <>
          <Table.Root size="sm" aria-label={t`Campaigns with artwork`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Campaign</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Client</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Units</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>In review</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Decisions awaited</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {read.value.data.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell>
                    <ChakraLink asChild>
                      <Link to="/dashboard/arts/provider/$id" params={{ id: c.id }}>
                        {c.name}
                      </Link>
                    </ChakraLink>
                  </Table.Cell>
                  <Table.Cell>{c.client.name}</Table.Cell>
                  <Table.Cell>{c.units_count}</Table.Cell>
                  <Table.Cell>{c.versions.in_review}</Table.Cell>
                  <Table.Cell>{c.pending_decisions}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {read.value.data.length === 0 && (
            <Text color="fg.muted">
              <Trans>No campaigns here.</Trans>
            </Text>
          )}
          <Pagination currentPage={page} lastPage={read.value.meta.last_page} onPageChange={setPage} />
        </>
      )}
    </Stack>
  );
}

/** The provider art manager: the list without `id`, a campaign with it. */
export function ProviderArtPage({ id }: { id?: number | undefined }) {
  return id ? <ProviderCampaign id={id} /> : <ProviderCampaigns />;
}
