/**
 * One colour proof as a card (product.md §4 "Colour proof: client approves or rejects"): campaign, units, file,
 * status, the provider's note and the client's comment; for the client, Approve / Reject (a rejection needs a
 * comment), queued as `colourProofs.decide`, or the decision taken — pending until the server confirms,
 * refused with its reason (an approved proof is final).
 */
import { Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '#src/lib/dates.ts';
import { useMutation } from '#src/sync/index.ts';
import type { ColourProof } from '../api/art.ts';
import { decideColourProof } from '../mutations.ts';
import type { QueuedDecision } from '../model/pending.ts';
import { ArtStatusBadge, FileThumb, QueuedAction } from './parts.tsx';
import { DecisionForm } from './decision-form.tsx';

/** Approve / Reject of a pending proof by the client; or the decision taken, pending or refused. */
function ProofDecision({
  proof,
  queued,
}: {
  proof: ColourProof;
  queued: QueuedDecision<'approved' | 'rejected'> | undefined;
}) {
  const { t } = useLingui();
  const decideProof = useMutation(decideColourProof);
  const args = { proofId: proof.id, campaignName: proof.campaign.name };
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
        <DecisionForm
          name={`proof-comment-${proof.id}`}
          hint={
            proof.status === 'approved' ? t`An approved proof is final.` : t`Required to reject: say what to change.`
          }
          needComment={t`Write why you reject this proof.`}
          yes={t`Approve`}
          no={t`Reject`}
          onDecide={(decision, comment) =>
            decideProof({ ...args, status: decision === 'yes' ? 'approved' : 'rejected', comment })
          }
        />
      )}
    </Stack>
  );
}

/** One proof as a card: campaign, units, file, status, note and comment; the client's decision when `decide`. */
export function ProofCard({
  proof,
  decide,
  queued,
}: {
  proof: ColourProof;
  decide: boolean;
  queued: QueuedDecision<'approved' | 'rejected'> | undefined;
}) {
  const { t } = useLingui();
  return (
    <Box
      as="li"
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
