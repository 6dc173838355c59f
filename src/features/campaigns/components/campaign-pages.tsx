/**
 * A campaign's pages (spec product.md §2 "Detail, media plan,
 * make-reservation and make-contracts pages", §4 actions): all read the
 * mirrored campaign (offline once opened) and queue their actions — reserve,
 * cancel reservation, make contract, accept price, add extra days, add credit,
 * taxes, cancel campaign — in the outbox. The server may refuse an action
 * (e.g. a unit booked meanwhile): the sync centre and the cart show why.
 */
import { isCampaignLocked } from '#src/domain/campaign-status.ts';
import { useState } from 'react';
import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatMoney } from '#src/lib/money.ts';
import { useDefaultTaxPercent, useLookupNames } from '../api/lookups.ts';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useCampaignOutbox, type CampaignDetail } from '../api/campaign-editor.ts';
import { useMutation } from '#src/sync/index.ts';
import { campaignAction as campaignActionDef } from '../mutations.ts';
import { CartConflicts, CartTotals } from './cart-parts.tsx';
import { Summary, WithCampaign } from './campaign-frame.tsx';
import { useCampaignCurrency, useCurrencyOf } from '#src/resource/use-currency.ts';

export { CampaignNotHere } from './campaign-frame.tsx';
export { MediaPlanPage } from './media-plan-page.tsx';

/** /dashboard/campaigns/{type}/{id}/detail: summary, groups, totals and the campaign actions. */
export function CampaignDetailPage({ id }: { id: number }) {
  const { t } = useLingui();
  return (
    <WithCampaign id={id} title={t`Campaign detail`}>
      {(d) => <DetailBody detail={d} />}
    </WithCampaign>
  );
}

function DetailBody({ detail }: { detail: CampaignDetail }) {
  const { t } = useLingui();
  const currencyOf = useCurrencyOf();
  const currency = useCampaignCurrency(detail);
  const campaignAction = useMutation(campaignActionDef);
  const { conflicts } = useCampaignOutbox(detail.id);
  const { mediaTypes } = useLookupNames();
  const [days, setDays] = useState('');
  const [credit, setCredit] = useState(detail.credit ? String(detail.credit) : '');
  const [error, setError] = useState('');
  const taxPercent = useDefaultTaxPercent();
  const queued = (p: Promise<unknown>) =>
    p.then(() => notifySuccess(t`Saved on this device; it is sent when there is a connection.`), notifyError);
  const final = isCampaignLocked(detail.status);
  const addDays = () => {
    const n = Number(days);
    if (!Number.isInteger(n) || n < 1 || n > 365) {
      setError(t`Extra days: a whole number from 1 to 365.`);
      return;
    }
    if (!detail.units.length) {
      setError(t`Add units first.`);
      return;
    }
    setError('');
    void queued(
      campaignAction({
        campaignId: detail.id,
        action: 'extraDays',
        days: n,
        from: detail.units.map((u) => ({ unit_id: u.id, extra_days: u.extra_days })),
      }),
    );
    setDays('');
  };
  const addCredit = () => {
    const n = Number(credit.replace(',', '.'));
    if (!Number.isFinite(n) || n < 0) {
      setError(t`Credit: an amount in pesos.`);
      return;
    }
    setError('');
    void queued(campaignAction({ campaignId: detail.id, action: 'addCredit', amount: n }));
  };
  return (
    <Stack gap="4">
      <Summary detail={detail} />
      {(detail.status === 'contracted' || detail.status === 'finished') && (
        <HStack gap="4" wrap="wrap" data-testid="billing-links">
          {(['pay', 'paid', 'fiscal'] as const).map((page) => (
            <Link
              key={page}
              to={`/dashboard/campaigns/$type/$id/${page}`}
              params={{ type: detail.campaign_type.key, id: detail.id }}
            >
              {{ pay: t`Pay`, paid: t`Payments and receipt`, fiscal: t`Fiscal data` }[page]}
            </Link>
          ))}
        </HStack>
      )}
      <HStack as="nav" gap="4" wrap="wrap" aria-label={t`Campaign reports`} data-testid="report-links">
        {(['performance-report', 'unit-report', 'yodageek'] as const).map((page) => (
          <Link
            key={page}
            to={`/dashboard/campaigns/$type/$id/${page}`}
            params={{ type: detail.campaign_type.key, id: detail.id }}
          >
            {
              {
                'performance-report': t`Performance report`,
                'unit-report': t`Unit report`,
                yodageek: t`Audience and points of interest`,
              }[page]
            }
          </Link>
        ))}
        <Link to="/dashboard/cameras" search={{ campaign: detail.id }}>
          {t`Cameras`}
        </Link>
      </HStack>
      <CartConflicts conflicts={conflicts} />
      <Stack gap="2">
        {detail.groups.map((g) => (
          <Box key={g.country_id} p="3" borderWidth="1px" borderRadius="md">
            <Flex justify="space-between">
              <Text fontWeight="semibold">{detail.countries.find((x) => x.id === g.country_id)?.name}</Text>
              <Text>{formatMoney(g.subtotal, { currency: currencyOf(g.country_id) })}</Text>
            </Flex>
            {g.media_types.map((m) => (
              <Flex key={m.media_type_id} justify="space-between" fontSize="sm" color="fg.muted">
                <Text>
                  {mediaTypes.find((x) => x.id === m.media_type_id)?.name ?? m.media_type_id} · {m.units_count}
                </Text>
                <Text>{formatMoney(m.subtotal, { currency: currencyOf(g.country_id) })}</Text>
              </Flex>
            ))}
          </Box>
        ))}
      </Stack>
      <CartTotals detail={detail} />
      {!final && (
        <Stack gap="3" p="4" borderWidth="1px" borderRadius="lg">
          <Heading as="h2" size="md">
            <Trans>Actions</Trans>
          </Heading>
          <HStack gap="2" wrap="wrap">
            {!detail.price_accepted && (
              <Button
                variant="outline"
                onClick={() => void queued(campaignAction({ campaignId: detail.id, action: 'acceptPrice' }))}
              >
                <Trans>Accept price</Trans>
              </Button>
            )}
            <Button
              variant="outline"
              onClick={() =>
                void queued(
                  campaignAction({
                    campaignId: detail.id,
                    action: 'addTaxes',
                    addTaxes: !detail.add_taxes,
                    taxPercent,
                  }),
                )
              }
            >
              {detail.add_taxes ? <Trans>Remove taxes</Trans> : <Trans>Add taxes</Trans>}
            </Button>
            <Button
              colorPalette="red"
              variant="outline"
              onClick={() => {
                if (window.confirm(t`Cancel this campaign? This cannot be undone.`))
                  void queued(campaignAction({ campaignId: detail.id, action: 'cancel' }));
              }}
            >
              <Trans>Cancel campaign</Trans>
            </Button>
          </HStack>
          <Flex gap="3" wrap="wrap" align="end">
            <Box maxW="48">
              <TextInput
                label={t`Extra days for every unit`}
                name="extra-days"
                type="number"
                value={days}
                onChange={setDays}
              />
            </Box>
            <Button variant="outline" onClick={addDays}>
              <Trans>Add extra days</Trans>
            </Button>
            <Box maxW="48">
              <TextInput
                label={currency ? t`Credit (${currency})` : t`Credit`}
                name="credit"
                type="number"
                value={credit}
                onChange={setCredit}
              />
            </Box>
            <Button variant="outline" onClick={addCredit}>
              <Trans>Add credit</Trans>
            </Button>
          </Flex>
          {error && (
            <Text role="alert" color="fg.error">
              {error}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** /…/make-reservation: the cart's summary and Reserve / Cancel reservation. */
export function MakeReservationPage({ id }: { id: number }) {
  const { t } = useLingui();
  return (
    <WithCampaign id={id} title={t`Make reservation`}>
      {(d) => <Decision detail={d} kind="reservation" />}
    </WithCampaign>
  );
}

/** /…/make-contracts: accept the price and turn the campaign into a contract. */
export function MakeContractsPage({ id }: { id: number }) {
  const { t } = useLingui();
  return (
    <WithCampaign id={id} title={t`Make contracts`}>
      {(d) => <Decision detail={d} kind="contract" />}
    </WithCampaign>
  );
}

function Decision({ detail, kind }: { detail: CampaignDetail; kind: 'reservation' | 'contract' }) {
  const { t } = useLingui();
  const campaignAction = useMutation(campaignActionDef);
  const { conflicts, pending } = useCampaignOutbox(detail.id);
  const queued = (p: Promise<unknown>) =>
    p.then(() => notifySuccess(t`Saved on this device; it is sent when there is a connection.`), notifyError);
  const empty = detail.units.length === 0;
  return (
    <Stack gap="4">
      <Summary detail={detail} />
      <CartConflicts conflicts={conflicts} />
      <CartTotals detail={detail} />
      {pending > 0 && (
        <Text role="status" color="fg.muted">
          <Trans>{pending} changes of this campaign are still waiting to be sent.</Trans>
        </Text>
      )}
      {empty && (
        <Text role="status">
          <Trans>The cart is empty: add units in the editor first.</Trans>
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        {kind === 'reservation' &&
          (detail.status === 'reserved' && detail.booking_id ? (
            <Button
              colorPalette="red"
              variant="outline"
              onClick={() =>
                void queued(
                  campaignAction({ campaignId: detail.id, action: 'cancelReservation', bookingId: detail.booking_id! }),
                )
              }
            >
              <Trans>Cancel reservation</Trans>
            </Button>
          ) : (
            <Button
              disabled={empty || isCampaignLocked(detail.status) || detail.status === 'reserved'}
              onClick={() => void queued(campaignAction({ campaignId: detail.id, action: 'reserve' }))}
            >
              <Trans>Reserve</Trans>
            </Button>
          ))}
        {kind === 'contract' && (
          <>
            {!detail.price_accepted && (
              <Button
                variant="outline"
                disabled={isCampaignLocked(detail.status)}
                onClick={() => void queued(campaignAction({ campaignId: detail.id, action: 'acceptPrice' }))}
              >
                <Trans>Accept price</Trans>
              </Button>
            )}
            <Button
              disabled={
                empty || isCampaignLocked(detail.status) || (detail.status !== 'reserved' && !detail.price_accepted)
              }
              onClick={() => void queued(campaignAction({ campaignId: detail.id, action: 'makeContract' }))}
            >
              <Trans>Make contract</Trans>
            </Button>
          </>
        )}
      </HStack>
      {kind === 'contract' &&
        detail.status !== 'reserved' &&
        !detail.price_accepted &&
        !isCampaignLocked(detail.status) && (
          <Text fontSize="sm" color="fg.muted">
            <Trans>Reserve the units or accept the price first.</Trans>
          </Text>
        )}
    </Stack>
  );
}
