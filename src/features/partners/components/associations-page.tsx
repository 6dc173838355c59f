/**
 * /dashboard/associations (product.md §2 "associations", §3 "request association with a price-change
 * permission", §4 "Price-change permission on an association can be given or revoked"; api-catalogue.md "Request
 * associations"): sellers, agencies and clients ask a provider to work together (a message with it), edit the
 * message or withdraw the request while it is pending; the provider concerned (or staff) accepts or rejects it,
 * and on an accepted one gives or revokes the requester's permission to change prices. The list is what this
 * device learnt from the server's answers (the spec has no list call; ../api/associations.ts): it shows offline
 * with the time of the last answer; every action needs a connection and says so.
 */
import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as br from '#src/api/contract/business-rules.ts';
import { useEnumLabel } from '#src/i18n/enum-labels.ts';
import { OnlineAction } from '#src/resource/online-action.tsx';
import { notifySuccess } from '#src/ui/notices.tsx';
import { ResourceForm } from '#src/ui/resource/resource-form.tsx';
import { useAssociationActions, useKnownAssociations, useProviderChoices } from '../api/associations.ts';
import {
  ASSOCIATION_STATUS_LABELS,
  associationActions,
  mayRequestAssociation,
  type Viewer,
} from '../model/partners.ts';

const STATUS_PALETTE = { pending: 'orange', accepted: 'green', rejected: 'red' } as const;

/** A new request to a provider (module doc). */
function RequestForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const providers = useProviderChoices();
  const actions = useAssociationActions();
  return (
    <ResourceForm
      title={t`Ask a provider to work together`}
      submitLabel={t`Send request`}
      fields={[
        {
          name: 'provider_id',
          label: t`Provider`,
          kind: 'select',
          options: [
            { value: '', label: t`Choose a provider` },
            ...providers.map((p) => ({ value: String(p.id), label: p.name })),
          ],
        },
        { name: 'message', label: t`Message`, kind: 'textarea', maxLength: 1000 },
      ]}
      initial={{ provider_id: '', message: '' }}
      schema={br.requestAssociationInput}
      toBody={(f) => ({ provider_id: f.provider_id ? Number(f.provider_id) : undefined, message: f.message ?? '' })}
      onSave={async (body) => {
        await actions.request(body as { provider_id: number; message?: string });
        notifySuccess(t`Request sent.`);
        onDone();
      }}
      onCancel={onDone}
    />
  );
}

/** One association with what the viewer may do with it. */
function AssociationCard({ a, viewer }: { a: br.RequestAssociation; viewer: Viewer }) {
  const { t, i18n } = useLingui();
  const statusLabel = useEnumLabel(ASSOCIATION_STATUS_LABELS);
  const actions = useAssociationActions();
  const may = associationActions(viewer, a);
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const headingId = `association-${a.id}`;
  return (
    <Box as="li" listStyleType="none" p="4" borderWidth="1px" borderRadius="lg" bg="bg" aria-labelledby={headingId}>
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id={headingId} wordBreak="break-word">
            {t`${a.requester_name} with ${a.provider_name}`}
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[a.status]}>{statusLabel(a.status)}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Asked on {i18n.date(a.created_at)}</Trans>
        </Text>
        {a.message && <Text wordBreak="break-word">{a.message}</Text>}
        {a.status === 'accepted' && (
          <Text fontSize="sm">{a.can_change_price ? t`May change prices.` : t`May not change prices.`}</Text>
        )}
        {editing ? (
          <ResourceForm
            title={t`Edit the message`}
            fields={[{ name: 'message', label: t`Message`, kind: 'textarea', maxLength: 1000 }]}
            initial={{ message: a.message }}
            schema={br.requestAssociationChange}
            toBody={(f) => ({ message: f.message ?? '' })}
            onSave={async (body) => {
              notifySuccess(await actions.editMessage(a.id, String(body.message ?? '')));
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <HStack gap="2" wrap="wrap" align="start">
            {may.decide && (
              <>
                <OnlineAction
                  colorPalette="green"
                  run={async () => notifySuccess(await actions.decide(a.id, 'accepted'))}
                >
                  <Trans>Accept</Trans>
                </OnlineAction>
                <OnlineAction run={async () => notifySuccess(await actions.decide(a.id, 'rejected'))}>
                  <Trans>Reject</Trans>
                </OnlineAction>
              </>
            )}
            {may.priceChange &&
              (a.can_change_price ? (
                <OnlineAction run={async () => notifySuccess(await actions.priceChange(a.id, false))}>
                  <Trans>Revoke the price-change permission</Trans>
                </OnlineAction>
              ) : (
                <OnlineAction run={async () => notifySuccess(await actions.priceChange(a.id, true))}>
                  <Trans>Give the price-change permission</Trans>
                </OnlineAction>
              ))}
            {may.editMessage && (
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                <Trans>Edit the message</Trans>
              </Button>
            )}
            {may.withdraw &&
              (withdrawing ? (
                <HStack gap="2" wrap="wrap" align="start">
                  <Text fontSize="sm">{t`Withdraw the request to ${a.provider_name}?`}</Text>
                  <OnlineAction colorPalette="red" run={async () => notifySuccess(await actions.withdraw(a.id))}>
                    <Trans>Yes, withdraw</Trans>
                  </OnlineAction>
                  <Button size="sm" variant="ghost" onClick={() => setWithdrawing(false)}>
                    <Trans>Keep</Trans>
                  </Button>
                </HStack>
              ) : (
                <Button size="sm" variant="ghost" onClick={() => setWithdrawing(true)}>
                  <Trans>Withdraw</Trans>
                </Button>
              ))}
          </HStack>
        )}
      </Stack>
    </Box>
  );
}

/** The associations screen (module doc). */
export function AssociationsPage({ viewer }: { viewer: Viewer }) {
  const { t, i18n } = useLingui();
  const known = useKnownAssociations(mayRequestAssociation(viewer));
  const [asking, setAsking] = useState(false);
  return (
    <Stack gap="4">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          <Trans>Associations</Trans>
        </Heading>
        {mayRequestAssociation(viewer) && !asking && (
          <Button colorPalette="brand" onClick={() => setAsking(true)}>
            <Trans>New request</Trans>
          </Button>
        )}
      </HStack>
      <Text color="fg.muted">
        <Trans>Requests to work with a provider. An accepted request may carry the permission to change prices.</Trans>
      </Text>
      {asking && <RequestForm onDone={() => setAsking(false)} />}
      <Text role="status" fontSize="sm" color="fg.muted">
        {known.at === undefined
          ? t`No association on this device yet.`
          : t`The associations this device knows, as of ${i18n.date(new Date(known.at), { dateStyle: 'medium', timeStyle: 'short' })}.`}
      </Text>
      {known.rows.length > 0 && (
        <Stack as="ul" gap="3" aria-label={t`Associations`} ps="0">
          {known.rows.map((a) => (
            <AssociationCard key={a.id} a={a} viewer={viewer} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
