/**
 * Colour proofs (product.md §4 "Colour proof: client approves or
 * rejects"; spec §2 color-proofs: list, {id?}, provider/{id}):
 * - /dashboard/color-proofs: the provider's proofs filtered by status and
 *   campaign (sent as `campaign_name`), and/or the client's proofs with
 *   Approve / Reject (a rejection needs a comment);
 * - /dashboard/color-proofs/{id}: one proof (the client decides there too);
 * - /dashboard/color-proofs/provider/{id}: a campaign's proofs and
 *   "Upload colour proof" (the file is stored on the device and uploaded
 *   through the outbox).
 * Every upload and decision is a named mutation: pending until the server
 * confirms; an approved proof is final and a second decision shows the
 * server's reason.
 */
import { useState } from 'react';
import { Box, Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { CheckField } from '#src/ui/check-field.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { formatDate } from '#src/lib/dates.ts';
import {
  useArtActions,
  useArtCommands,
  useArtOutboxStamp,
  useArtRoles,
  useCampaignProofs,
  useClientProofs,
  useProof,
  useProviderMaterials,
  useProviderProofs,
  type ColourProof,
  type PendingAction,
  type ProofQuery,
} from '../api/art.ts';
import { actionsFor, pendingProofDecisions } from '../model/pending.ts';
import {
  ArtStatusBadge,
  FilePicker,
  FileThumb,
  QueuedAction,
  QueuedFile,
  ReadNotice,
  useQueuedMessage,
} from './parts.tsx';

/** A unit a colour proof may cover, with its media type. */
export interface ProofUnit {
  id: number;
  title: string;
  mediaTypeId: number;
}

/**
 * Upload of a colour proof for a campaign: file, optional media type, print
 * material (the provider's) and units (none chosen: all of the provider's
 * units in the campaign, of that media type), and a note; queued in the outbox.
 */
export function ProofUploadForm({
  campaignId,
  campaignName,
  mediaTypes = [],
  units = [],
}: {
  campaignId: number;
  campaignName: string;
  mediaTypes?: { id: number; name: string }[];
  units?: ProofUnit[];
}) {
  const { t } = useLingui();
  const commands = useArtCommands();
  const saved = useQueuedMessage();
  const actions = useArtActions();
  const materialChoices = useProviderMaterials();
  const queued = actionsFor(actions, ['colourProof.upload'], { campaignId });
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [mediaType, setMediaType] = useState('');
  const [material, setMaterial] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [tried, setTried] = useState(false);
  const shownUnits = units.filter((u) => !mediaType || u.mediaTypeId === Number(mediaType));
  const unitIds = chosen.filter((id) => shownUnits.some((u) => u.id === id));
  const upload = async () => {
    setTried(true);
    if (!file) return;
    try {
      await commands.uploadProof(
        {
          campaignId,
          campaignName,
          note,
          ...(mediaType ? { mediaTypeId: Number(mediaType) } : {}),
          ...(material ? { materialId: Number(material) } : {}),
          ...(unitIds.length ? { unitIds } : {}),
        },
        file,
      );
      setFile(null);
      setNote('');
      setChosen([]);
      setTried(false);
      notifySuccess(saved);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap="3" p="4" borderWidth="1px" borderRadius="lg" maxW="2xl" data-testid="proof-upload">
      <HStack gap="3" wrap="wrap" align="center">
        <FilePicker
          label={t`Colour proof file`}
          accept="image/*,application/pdf"
          onFiles={(files) => setFile(files[0] ?? null)}
        />
        <Text fontSize="sm" color={tried && !file ? 'fg.error' : 'fg.muted'} data-testid="proof-file-name">
          {file ? (
            file.name
          ) : tried ? (
            <Trans>Choose the colour proof file first.</Trans>
          ) : (
            <Trans>No file chosen</Trans>
          )}
        </Text>
      </HStack>
      {mediaTypes.length > 1 && (
        <Box maxW="xs">
          <SelectField
            id={`proof-media-type-${campaignId}`}
            label={<Trans>Media type</Trans>}
            value={mediaType}
            onChange={setMediaType}
            options={[
              { value: '', label: t`Every media type` },
              ...mediaTypes.map((m) => ({ value: String(m.id), label: m.name })),
            ]}
          />
        </Box>
      )}
      {materialChoices.length > 0 && (
        <Box maxW="xs">
          <SelectField
            id={`proof-material-${campaignId}`}
            label={<Trans>Print material</Trans>}
            value={material}
            onChange={setMaterial}
            options={[
              { value: '', label: t`No material` },
              ...materialChoices.map((m) => ({ value: String(m.id), label: m.name })),
            ]}
          />
        </Box>
      )}
      {shownUnits.length > 1 && (
        <Stack as="fieldset" gap="1">
          <Text as="legend" fontSize="sm" fontWeight="medium">
            <Trans>Units (none chosen: all of yours in the campaign)</Trans>
          </Text>
          {shownUnits.map((u) => (
            <CheckField
              key={u.id}
              label={u.title}
              checked={chosen.includes(u.id)}
              onChange={(on) => setChosen((xs) => (on ? [...xs, u.id] : xs.filter((x) => x !== u.id)))}
            />
          ))}
        </Stack>
      )}
      <TextInput label={t`Note`} name={`proof-note-${campaignId}`} value={note} onChange={setNote} maxLength={1000} />
      <Button colorPalette="brand" alignSelf="start" onClick={() => void upload()}>
        <Trans>Upload colour proof</Trans>
      </Button>
      {queued.map((a) => (
        <QueuedFile key={a.entryId} action={a} />
      ))}
    </Stack>
  );
}

/** Approve / Reject of a pending proof by the client; or the decision taken, pending or refused. */
function ProofDecision({
  proof,
  queued,
}: {
  proof: ColourProof;
  queued: (PendingAction & { decision: 'approved' | 'rejected' }) | undefined;
}) {
  const { t } = useLingui();
  const commands = useArtCommands();
  const saved = useQueuedMessage();
  const [comment, setComment] = useState('');
  const [needComment, setNeedComment] = useState(false);
  const args = { proofId: proof.id, campaignName: proof.campaign.name };
  const decide = async (decision: 'approved' | 'rejected') => {
    if (decision === 'rejected' && !comment.trim()) {
      setNeedComment(true);
      return;
    }
    try {
      if (decision === 'approved') await commands.approveProof({ ...args, comment });
      else await commands.rejectProof({ ...args, comment });
      setComment('');
      setNeedComment(false);
      notifySuccess(saved);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap="2">
      {queued && (
        <QueuedAction
          action={queued}
          label={
            queued.decision === 'approved' ? (
              <Trans>Approved on this device</Trans>
            ) : (
              <Trans>Rejected on this device: “{String(queued.args.comment ?? '')}”</Trans>
            )
          }
        />
      )}
      {(!queued || queued.state === 'refused') && (
        <>
          <TextArea
            label={t`Comment`}
            name={`proof-comment-${proof.id}`}
            value={comment}
            onChange={(v) => {
              setComment(v);
              if (v.trim()) setNeedComment(false);
            }}
            maxLength={1000}
            hint={
              proof.status === 'approved' ? t`An approved proof is final.` : t`Required to reject: say what to change.`
            }
            error={needComment ? t`Write why you reject this proof.` : undefined}
          />
          <HStack gap="2">
            <Button size="sm" colorPalette="green" onClick={() => void decide('approved')}>
              <Trans>Approve</Trans>
            </Button>
            <Button size="sm" colorPalette="red" variant="outline" onClick={() => void decide('rejected')}>
              <Trans>Reject</Trans>
            </Button>
          </HStack>
        </>
      )}
    </Stack>
  );
}

/** One proof as a card: campaign, units, file, status, note and comment; the client's decision when `decide`. */
function ProofCard({
  proof,
  decide,
  queued,
}: {
  proof: ColourProof;
  decide: boolean;
  queued: (PendingAction & { decision: 'approved' | 'rejected' }) | undefined;
}) {
  const { t } = useLingui();
  return (
    <Box
      as="li"
      role="group"
      aria-label={t`Colour proof ${proof.id} · ${proof.campaign.name}`}
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      data-testid="colour-proof"
      data-proof-id={proof.id}
      data-status={proof.status}
    >
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <ChakraLink asChild fontWeight="semibold">
            <Link to="/dashboard/color-proofs/$id" params={{ id: proof.id }}>
              <Trans>Colour proof {proof.id}</Trans>
            </Link>
          </ChakraLink>
          <Text>· {proof.campaign.name}</Text>
          <ArtStatusBadge status={proof.status} />
          <Text fontSize="sm" color="fg.muted">
            {formatDate(proof.created_at.slice(0, 10))}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {[proof.media_type?.name, proof.material?.name].filter(Boolean).join(' · ')}
          {proof.units.length ? ` · ${proof.units.map((u) => u.title).join(', ')}` : ''}
        </Text>
        <FileThumb file={proof.file} />
        {proof.note && (
          <Text fontSize="sm">
            <Trans>Provider's note: {proof.note}</Trans>
          </Text>
        )}
        {proof.comment && (
          <Text fontSize="sm">
            <Trans>Client's comment: {proof.comment}</Trans>
          </Text>
        )}
        {decide && (proof.status === 'pending' || queued) && <ProofDecision proof={proof} queued={queued} />}
      </Stack>
    </Box>
  );
}

function ProofFilters({
  q,
  onChange,
  campaign,
}: {
  q: ProofQuery;
  onChange: (q: ProofQuery) => void;
  campaign: boolean;
}) {
  const { t } = useLingui();
  return (
    <HStack gap="3" wrap="wrap" align="end">
      <SelectField
        id={`proof-status-${campaign ? 'p' : 'c'}`}
        label={<Trans>Status</Trans>}
        value={q.status}
        onChange={(v) => onChange({ ...q, status: v as ProofQuery['status'], page: 1 })}
        options={[
          { value: '', label: t`All` },
          { value: 'pending', label: t`Pending` },
          { value: 'approved', label: t`Approved` },
          { value: 'rejected', label: t`Rejected` },
        ]}
      />
      {campaign && (
        <TextInput
          label={t`Campaign`}
          name="proof-campaign"
          type="search"
          value={q.campaignName}
          onChange={(v) => onChange({ ...q, campaignName: v, page: 1 })}
        />
      )}
    </HStack>
  );
}

function ProofList({ proofs, decide }: { proofs: ColourProof[]; decide: boolean }) {
  const { t } = useLingui();
  const actions = useArtActions();
  const queued = pendingProofDecisions(actions);
  if (proofs.length === 0)
    return (
      <Text color="fg.muted">
        <Trans>No colour proofs here.</Trans>
      </Text>
    );
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Colour proofs`}>
      {proofs.map((p) => (
        <ProofCard key={p.id} proof={p} decide={decide} queued={queued.get(p.id)} />
      ))}
    </Stack>
  );
}

function ProviderProofs() {
  const { t } = useLingui();
  const [q, setQ] = useState<ProofQuery>({ status: '', campaignName: '', page: 1 });
  const stamp = useArtOutboxStamp();
  const read = useProviderProofs({ ...q, campaignName: q.campaignName.trim() }, stamp);
  const campaigns = new Map((read.value?.data ?? []).map((p) => [p.campaign.id, p.campaign.name]));
  return (
    <Stack as="section" gap="3" aria-label={t`Colour proofs I uploaded`}>
      <Heading as="h2" size="lg">
        <Trans>Colour proofs I uploaded</Trans>
      </Heading>
      <ProofFilters q={q} onChange={setQ} campaign />
      <ReadNotice read={read} what={<Trans>the colour proofs</Trans>} />
      {read.value && (
        <>
          {campaigns.size > 0 && (
            <HStack gap="3" wrap="wrap" fontSize="sm">
              <Text color="fg.muted">
                <Trans>Upload a colour proof for:</Trans>
              </Text>
              {[...campaigns].map(([id, name]) => (
                <ChakraLink key={id} asChild>
                  <Link to="/dashboard/color-proofs/provider/$id" params={{ id: id }}>
                    {name}
                  </Link>
                </ChakraLink>
              ))}
            </HStack>
          )}
          <ProofList proofs={read.value.data} decide={false} />
          <Pagination
            currentPage={q.page}
            lastPage={read.value.meta.last_page}
            onPageChange={(page) => setQ({ ...q, page })}
          />
        </>
      )}
    </Stack>
  );
}

function ClientProofs() {
  const { t } = useLingui();
  const [q, setQ] = useState<ProofQuery>({ status: '', campaignName: '', page: 1 });
  const stamp = useArtOutboxStamp();
  const read = useClientProofs(q, stamp);
  return (
    <Stack as="section" gap="3" aria-label={t`Colour proofs to approve`}>
      <Heading as="h2" size="lg">
        <Trans>Colour proofs to approve</Trans>
      </Heading>
      <ProofFilters q={q} onChange={setQ} campaign={false} />
      <ReadNotice read={read} what={<Trans>the colour proofs</Trans>} />
      {read.value && (
        <>
          <ProofList proofs={read.value.data} decide />
          <Pagination
            currentPage={q.page}
            lastPage={read.value.meta.last_page}
            onPageChange={(page) => setQ({ ...q, page })}
          />
        </>
      )}
    </Stack>
  );
}

/** /dashboard/color-proofs: the provider's and/or the client's list, by the account's permissions. */
export function ColourProofsPage() {
  const roles = useArtRoles();
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <Trans>Colour proofs</Trans>
      </Heading>
      {roles.proofProvider && <ProviderProofs />}
      {roles.proofClient && <ClientProofs />}
      {!roles.proofProvider && !roles.proofClient && (
        <Text color="fg.muted">
          <Trans>Your account has no access to colour proofs.</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** /dashboard/color-proofs/{id}: one proof; the client approves or rejects it here. */
export function ColourProofPage({ id }: { id: number }) {
  const roles = useArtRoles();
  const stamp = useArtOutboxStamp();
  const read = useProof(id, stamp);
  const actions = useArtActions();
  const queued = pendingProofDecisions(actions);
  return (
    <Stack gap="4" maxW="3xl">
      <Link to="/dashboard/color-proofs">
        <Trans>Back to the colour proofs</Trans>
      </Link>
      <Heading as="h1" size="2xl">
        <Trans>Colour proof {id}</Trans>
      </Heading>
      <ReadNotice read={read} what={<Trans>the colour proof</Trans>} />
      {read.value && (
        <Stack as="ul" listStyleType="none">
          <ProofCard proof={read.value} decide={roles.proofClient} queued={queued.get(read.value.id)} />
        </Stack>
      )}
    </Stack>
  );
}

/** /dashboard/color-proofs/provider/{id}: a campaign's proofs and the upload of a new one. */
export function CampaignProofsPage({ campaignId }: { campaignId: number }) {
  const { t } = useLingui();
  const stamp = useArtOutboxStamp();
  const read = useCampaignProofs(campaignId, stamp);
  const name = read.value?.[0]?.campaign.name ?? t`Campaign ${campaignId}`;
  return (
    <Stack gap="4" maxW="3xl">
      <Link to="/dashboard/color-proofs">
        <Trans>Back to the colour proofs</Trans>
      </Link>
      <Heading as="h1" size="2xl">
        <Trans>Colour proofs · {name}</Trans>
      </Heading>
      <ProofUploadForm campaignId={campaignId} campaignName={name} />
      <ReadNotice read={read} what={<Trans>the colour proofs</Trans>} />
      {read.value && <ProofList proofs={read.value} decide={false} />}
    </Stack>
  );
}
