/**
 * The editor's last two steps (spec product.md §4 "Unit selection", "Units update"): units added
 * and removed on the map or the list (each queued as `campaigns.attachUnit` / `detachUnit`; a unit
 * whose media type has no dates yet says so), beside the cart's count and total; then the cart,
 * whose Finish queues `campaigns.unitsUpdate` with every line.
 */
import { useMemo, useState } from 'react';
import { Flex, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '#src/lib/money.ts';
import { notifyError } from '#src/ui/notices.tsx';
import { useMutation } from '#src/sync/index.ts';
import {
  useCampaignFreshness,
  useCampaignOutbox,
  useMarketRefresh,
  useMarketUnits,
  type AvailableUnit,
  type CampaignDetail,
} from '../api/campaign-editor.ts';
import { attachLine } from '../model/cart.ts';
import { campaigns } from '../mutations.ts';
import { UnitSelection } from '../unit-selection/unit-selection.tsx';
import { Cart } from './cart.tsx';
import { CartConflicts } from './cart-parts.tsx';
import { STEP_FORM_ID } from './step-form.tsx';
import { useCampaignCurrency } from '#src/resource/use-currency.ts';

/** The unit selection step: map and list beside the cart's count and total. */
export function UnitSelectionStep({
  detail,
  onSaved,
  save,
}: {
  detail: CampaignDetail;
  onSaved: () => void;
  save: () => Promise<unknown>;
}) {
  const { t } = useLingui();
  const currency = useCampaignCurrency(detail);
  const units = useMarketUnits(detail);
  const loadedAt = useCampaignFreshness(detail.id);
  const attachUnit = useMutation(campaigns.attachUnit);
  const detachUnit = useMutation(campaigns.detachUnit);
  const { conflicts, pendingUnitIds, pendingOther } = useCampaignOutbox(detail.id);
  // units of new media types or countries are read once the server has them (nothing else waiting)
  useMarketRefresh(detail, pendingOther);
  const inCart = useMemo(() => new Set(detail.units.map((u) => u.id)), [detail.units]);
  const [note, setNote] = useState('');
  const add = (unit: AvailableUnit) => {
    const check = attachLine(detail, unit);
    if (!check.ok) {
      setNote(
        check.reason === 'dates_first'
          ? t`Choose dates for the media type first`
          : t`${unit.title} is already in the cart.`,
      );
      return;
    }
    setNote('');
    attachUnit({
      campaignId: detail.id,
      unitId: unit.id,
      unitTitle: unit.title,
      mediaTypeId: unit.media_type_id,
      countryId: unit.country_id,
    }).catch(notifyError);
  };
  const count = detail.units.length;
  return (
    <form
      id={STEP_FORM_ID}
      onSubmit={(e) => {
        e.preventDefault();
        void save().then(onSaved, notifyError);
      }}
    >
      <Stack gap="3">
        <Flex
          justify="space-between"
          align="center"
          wrap="wrap"
          gap="2"
          p="3"
          borderWidth="1px"
          borderRadius="md"
          bg="bg.subtle"
        >
          <Text data-testid="cart-count">
            <Plural value={count} one="# unit in the cart" other="# units in the cart" />
          </Text>
          <Text fontWeight="semibold">{formatMoney(detail.total, { currency })}</Text>
        </Flex>
        {note && (
          <Text role="alert" color="fg.error" data-testid="selection-note">
            {note}
          </Text>
        )}
        <CartConflicts
          conflicts={conflicts}
          onReplace={(x) => setNote(t`Choose another unit to replace ${x.unitTitle ?? ''}.`)}
        />
        {units === undefined ? (
          <Text role="status" color="fg.muted">
            <Trans>Loading the units on this device…</Trans>
          </Text>
        ) : (
          <UnitSelection
            campaign={detail}
            units={units}
            inCart={inCart}
            pendingUnitIds={pendingUnitIds}
            loadedAt={loadedAt}
            onAdd={add}
            onRemove={(id) => {
              const u = detail.units.find((x) => x.id === id);
              detachUnit({ campaignId: detail.id, unitId: id, unitTitle: u?.title ?? String(id) }).catch(notifyError);
            }}
          />
        )}
      </Stack>
    </form>
  );
}

export function CartStep({
  detail,
  onSaved,
  onReplace,
}: {
  detail: CampaignDetail;
  onSaved: () => void;
  onReplace: () => void;
}) {
  const { t } = useLingui();
  const unitsUpdate = useMutation(campaigns.unitsUpdate);
  const [error, setError] = useState('');
  const submit = async () => {
    if (!detail.units.length) {
      setError(t`Add at least one unit to the cart.`);
      return;
    }
    await unitsUpdate({
      campaignId: detail.id,
      units: detail.units.map((u) => ({
        unit_id: u.id,
        price: u.price,
        print_price: u.print_price,
        spots_used: u.spots_used,
        extra_days: u.extra_days,
      })),
    });
    onSaved();
  };
  return (
    <form
      id={STEP_FORM_ID}
      onSubmit={(e) => {
        e.preventDefault();
        submit().catch(notifyError);
      }}
    >
      <Stack gap="3">
        <Cart detail={detail} onReplace={onReplace} />
        {error && (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        )}
      </Stack>
    </form>
  );
}
