/**
 * /dashboard/campaigns (spec §2): the campaigns mirrored on this
 * device with status, type and search filters, each with its client, place,
 * investment and duration. Works offline. Each opens its detail or its
 * editor; "New campaign" opens /dashboard/campaigns/select.
 */
import { useMemo, useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useCanPlanCampaigns } from '../api/lookups.ts';
import { SelectField } from '#src/ui/select-field.tsx';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '#src/lib/money.ts';
import { FilterBar, ListHeader, MirrorListState } from '#src/ui/list-page.tsx';
import { useCampaigns, useCampaignsFreshness } from '../api/campaigns.ts';
import { CAMPAIGN_TYPES, filterCampaigns, statusesOf } from '../model/campaign-list.ts';
import { CAMPAIGN_STATUS_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';

export function useCampaignTypeLabels(): Record<string, string> {
  const { t } = useLingui();
  return { budget: t`Budget`, package: t`Package`, manual: t`Manual` };
}

export function CampaignsPage() {
  const { t } = useLingui();
  const rows = useCampaigns();
  const lastPulledAt = useCampaignsFreshness();
  const types = useCampaignTypeLabels();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [type, setType] = useState('');
  const shown = useMemo(() => filterCampaigns(rows ?? [], { search, status, type }), [rows, search, status, type]);
  const statuses = useMemo(() => statusesOf(rows ?? []), [rows]);
  const canPlan = useCanPlanCampaigns();
  const statusLabel = useEnumLabel(CAMPAIGN_STATUS_LABELS);
  return (
    <Stack gap="4">
      <ListHeader title={<Trans>Campaigns</Trans>} lastPulledAt={lastPulledAt}>
        {canPlan && (
          <Button asChild size="sm">
            <Link to="/dashboard/campaigns/select">
              <Trans>New campaign</Trans>
            </Link>
          </Button>
        )}
      </ListHeader>
      <FilterBar search={{ label: t`Search by name, client or place`, value: search, onChange: setSearch }}>
        <SelectField
          id="campaign-status"
          label={<Trans>Status</Trans>}
          value={status}
          onChange={setStatus}
          minW="170px"
          options={[
            { value: '', label: t`All statuses` },
            ...statuses.map((v) => ({ value: v, label: statusLabel(v) })),
          ]}
        />
        <SelectField
          id="campaign-type"
          label={<Trans>Type</Trans>}
          value={type}
          onChange={setType}
          minW="170px"
          options={[
            { value: '', label: t`All types` },
            ...CAMPAIGN_TYPES.map((k) => ({ value: k, label: types[k] ?? k })),
          ]}
        />
      </FilterBar>
      <MirrorListState
        rows={rows}
        loading={t`Loading the campaigns on this device…`}
        empty={t`No campaigns on this device.`}
        hint={t`Your campaigns download when the app is online; the list then works without a connection.`}
      />
      {rows !== undefined && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="campaigns-count">
          <Trans>
            {shown.length} of {rows.length} campaigns
          </Trans>
        </Text>
      )}
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Campaigns`}>
        {shown.map((c) => {
          const investment = formatMoney(c.investment, { currency: c.currency ?? undefined });
          return (
            <Box as="li" key={c.id} p="4" borderWidth="1px" borderRadius="lg" data-campaign-id={c.id}>
              <HStack justify="space-between" gap="3" wrap="wrap">
                <Box minW="0">
                  <Link to="/dashboard/campaigns/$type/$id/detail" params={{ type: c.campaign_type.key, id: c.id }}>
                    <Text as="span" fontWeight="semibold">
                      {c.name}
                    </Text>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {c.client.name} · {c.place}
                  </Text>
                  <Text fontSize="sm">
                    {t`${investment} invested`}
                    {c.duration ? (
                      <>
                        {' '}
                        · <Plural value={c.duration} one="# day" other="# days" />
                      </>
                    ) : null}{' '}
                    · <Plural value={c.units_count} one="# unit" other="# units" />
                  </Text>
                </Box>
                <HStack gap="2">
                  {canPlan && !['contracted', 'finished', 'cancelled'].includes(c.status) && (
                    <Link
                      to="/dashboard/campaigns/$type/$id"
                      params={{ type: c.campaign_type.key, id: c.id }}
                      aria-label={t`Edit ${c.name}`}
                    >
                      <Trans>Edit</Trans>
                    </Link>
                  )}
                  <Badge variant="outline">{types[c.campaign_type.key] ?? c.campaign_type.key}</Badge>
                  <Badge variant="subtle" data-status={c.status}>
                    {statusLabel(c.status)}
                  </Badge>
                </HStack>
              </HStack>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
