/**
 * /dashboard/provider-campaigns (api-catalogue.md "Provider
 * campaigns"): the campaigns holding the provider's units — name,
 * investment, duration, client and place, filtered by each — with the
 * provider's status (PUT update-status; `finished` is final) and the
 * reservable setting (set with an optional end date and note, or removed).
 * The spec's route table has no provider campaign path; this one sits beside
 * the unit pages. It needs campaignsProvider.show.* (spec §2): without it the
 * page sends the user to /dashboard/campaigns. Online only.
 */
import { useState } from 'react';
import { Box, Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Navigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import * as art from '#src/api/contract/art.ts';
import { PROVIDER_CAMPAIGNS_GATE } from '#src/api/contract/permissions.ts';
import { formatMoney } from '#src/lib/money.ts';
import {
  useHasPermission,
  useProviderCampaignActions,
  useProviderCampaignStatuses,
  useProviderCampaigns,
} from '../api/provider-campaigns.ts';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';

type Filters = { name: string; client: string; place: string; investment: string; duration: string };
const NO_FILTERS: Filters = { name: '', client: '', place: '', investment: '', duration: '' };
const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : undefined);

function ReservableEditor({ campaign, onDone }: { campaign: art.ProviderCampaign; onDone: () => void }) {
  const { t } = useLingui();
  const actions = useProviderCampaignActions();
  const [until, setUntil] = useState('');
  const [note, setNote] = useState('');
  const set = async () => {
    try {
      const answer = await actions.setReservable(campaign.id, until.trim() || null, note);
      notifySuccess(answer.message ?? t`Reservable setting saved.`);
      onDone();
    } catch (e) {
      notifyError(e);
    }
  };
  const remove = async () => {
    try {
      notifySuccess((await actions.removeReservable(campaign.id)).message);
      onDone();
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Stack gap="2" minW="220px">
      <TextInput
        label={t`Reservable until (YYYY-MM-DD, blank: open)`}
        name={`until-${campaign.id}`}
        value={until}
        onChange={setUntil}
      />
      <TextInput label={t`Note`} name={`note-${campaign.id}`} value={note} onChange={setNote} maxLength={500} />
      <HStack gap="1">
        <Button size="xs" colorPalette="brand" onClick={() => void set()}>
          <Trans>Set reservable</Trans>
        </Button>
        {campaign.reservable && (
          <Button size="xs" variant="outline" onClick={() => void remove()}>
            <Trans>Remove reservable</Trans>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

export function ProviderCampaignsPage() {
  const { t } = useLingui();
  const allowed = useHasPermission(PROVIDER_CAMPAIGNS_GATE);
  const actions = useProviderCampaignActions();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useProviderCampaigns(
    {
      name: filters.name || undefined,
      client: filters.client || undefined,
      place: filters.place || undefined,
      investment: whole(filters.investment),
      duration: whole(filters.duration),
    },
    page,
  );
  const statuses = useProviderCampaignStatuses();
  if (!allowed) return <Navigate to="/dashboard/campaigns" />;
  const statusOptions =
    statuses.state === 'ready'
      ? statuses.value.map((s) => ({ value: s.key, label: s.name }))
      : art.PROVIDER_CAMPAIGN_STATUSES.map((s) => ({ value: s, label: s }));
  const setStatus = async (id: number, status: string) => {
    try {
      const answer = await actions.setStatus(id, status as art.ProviderCampaignStatus);
      notifySuccess(answer.message ?? t`Status updated.`);
    } catch (e) {
      notifyError(e);
    }
  };
  const field = (key: keyof Filters, label: string) => (
    <Box minW="160px" flex="1">
      <TextInput
        label={label}
        name={`filter-${key}`}
        value={draft[key]}
        onChange={(v) => setDraft((d) => ({ ...d, [key]: v }))}
      />
    </Box>
  );

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans>Provider campaigns</Trans>
      </Heading>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
          setPage(1);
        }}
      >
        <Flex gap="3" wrap="wrap" align="end">
          {field('name', t`Name`)}
          {field('client', t`Client`)}
          {field('place', t`Place`)}
          {field('investment', t`Minimum investment`)}
          {field('duration', t`Minimum duration (days)`)}
          <Button type="submit" variant="outline">
            <Trans>Filter</Trans>
          </Button>
        </Flex>
      </form>
      <ReadState read={list} what={t`the campaigns`} />
      {list.state === 'ready' && list.value.data.length === 0 && (
        <Text role="status" color="fg.muted">
          <Trans>No campaigns hold your units.</Trans>
        </Text>
      )}
      {list.state === 'ready' && list.value.data.length > 0 && (
        <Box overflowX="auto" borderWidth="1px" borderRadius="lg" bg="bg">
          <Table.Root size="sm" aria-label={t`Provider campaigns`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Name</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Investment</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Duration (days)</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Client</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Place</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Status</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Reservable</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.value.data.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell>{c.name}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {formatMoney(c.investment, { currency: c.currency ?? undefined })}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{c.duration ?? '—'}</Table.Cell>
                  <Table.Cell>{c.client.name}</Table.Cell>
                  <Table.Cell>{c.place}</Table.Cell>
                  <Table.Cell>
                    <SelectField
                      id={`status-${c.id}`}
                      label={t`Status of ${c.name}`}
                      value={c.provider_status}
                      minW="150px"
                      disabled={c.provider_status === 'finished'}
                      onChange={(s) => void setStatus(c.id, s)}
                      options={statusOptions}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    {open === c.id ? (
                      <ReservableEditor campaign={c} onDone={() => setOpen(null)} />
                    ) : (
                      <HStack gap="2">
                        <Text>{c.reservable ? t`Yes` : t`No`}</Text>
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={t`Reservable setting of ${c.name}`}
                          onClick={() => setOpen(c.id)}
                        >
                          <Trans>Change</Trans>
                        </Button>
                      </HStack>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {list.state === 'ready' && list.value.meta.last_page > 1 && (
        <Pagination currentPage={page} lastPage={list.value.meta.last_page} onPageChange={setPage} />
      )}
    </Stack>
  );
}
