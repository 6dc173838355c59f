/**
 * The campaign cart (spec product.md §2 "The cart, grouped by
 * country and then media type: dates per media type (date-range picker with
 * busy days blocked), units with their price per day, days, spots, extra
 * days, print price and total; subtotals per group; taxes; total
 * investment").
 *
 * Everything reads from the mirror and every change is queued in the outbox,
 * so the cart works and survives offline. Price, print price and spots edits
 * are sent 300 ms after the last keystroke (spec §9 RECALC_DELAY_MS). A change
 * the server refused (a unit booked by another campaign meanwhile) is shown
 * on that unit with the server's reason and a way to replace it.
 */
import { isCampaignLocked } from '#src/domain/campaign-status.ts';
import { useMemo, useState } from 'react';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '#src/lib/money.ts';
import { useCurrencyOf } from '#src/resource/use-currency.ts';
import { useBusyDays, useLookupNames } from '../api/lookups.ts';
import { notifyError } from '#src/ui/notices.tsx';
import { useDebouncedCallback } from '#src/ui/use-debounced-callback.ts';
import type { CampaignDetail, CartConflict } from '../api/campaign-editor.ts';
import { useCampaignOutbox } from '../api/campaign-editor.ts';
import { useMutation } from '#src/sync/index.ts';
import { campaigns } from '../mutations.ts';
import { cartSections, RECALC_DELAY_MS, type LineUpdate } from '../model/cart.ts';
import type { CartUnit } from '#src/api/contract/campaigns.ts';
import { overlapsBusy } from '../unit-selection/filters.ts';
import { MediaTypeDates } from './dates-steps.tsx';
import { CartConflicts, CartTotals } from './cart-parts.tsx';
import { CartLines } from './cart-lines.tsx';

export { CartConflicts, CartTotals } from './cart-parts.tsx';

/**
 * The whole cart (module doc).
 * @param onReplace opens the unit selection to pick another unit of the refused one's media type
 */
export function Cart({
  detail,
  onReplace,
}: {
  detail: CampaignDetail;
  onReplace?: ((conflict: CartConflict) => void) | undefined;
}) {
  const { t } = useLingui();
  const { mediaTypes } = useLookupNames();
  const unitsUpdate = useMutation(campaigns.unitsUpdate);
  const setDates = useMutation(campaigns.dates);
  const detachUnit = useMutation(campaigns.detachUnit);
  const { conflicts, pendingUnitIds } = useCampaignOutbox(detail.id);
  const sections = useMemo(() => cartSections(detail), [detail]);
  const locked = isCampaignLocked(detail.status);
  const busyOf = useBusyDays(detail);
  // price, print price and spots changes are sent RECALC_DELAY_MS after the last one (per line, merged)
  const [pending, setPending] = useState<Record<number, LineUpdate>>({});
  const [flush] = useDebouncedCallback((updates: Record<number, LineUpdate>) => {
    const list = Object.values(updates);
    if (list.length) unitsUpdate({ campaignId: detail.id, units: list }).catch(notifyError);
    setPending({});
  }, RECALC_DELAY_MS);
  const change = (unit: CartUnit, patch: Omit<LineUpdate, 'unit_id'>) => {
    setPending((p) => {
      const next = { ...p, [unit.id]: { ...p[unit.id], unit_id: unit.id, ...patch } };
      flush(next);
      return next;
    });
  };
  const nameOf = (id: number) => mediaTypes.find((m) => m.id === id)?.name ?? String(id);
  const currencyOf = useCurrencyOf();
  return (
    <Stack gap="5" data-testid="cart">
      <CartConflicts conflicts={conflicts} onReplace={onReplace} />
      {sections.map((section) => {
        const country = detail.countries.find((x) => x.id === section.countryId)?.name ?? String(section.countryId);
        const currency = currencyOf(section.countryId);
        const subtotal = formatMoney(section.subtotal, { currency });
        return (
          <Box as="section" key={section.countryId} aria-label={country} borderWidth="1px" borderRadius="lg" p="4">
            <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
              <Heading as="h3" size="lg">
                {country}
              </Heading>
              <Text data-testid={`subtotal-${section.countryId}`}>
                <Trans>Subtotal {subtotal}</Trans>
                {section.surcharge > 0 && (
                  <>
                    {' '}
                    · <Trans>side A surcharge {formatMoney(section.surcharge, { currency })}</Trans>
                  </>
                )}
              </Text>
            </Flex>
            <Stack gap="4" mt="3">
              {section.mediaTypes.map((group) => {
                const name = nameOf(group.mediaTypeId);
                const busy = group.units.flatMap((u) => busyOf.get(u.id) ?? []);
                const blocked = (date: string) => overlapsBusy(busy, date, date);
                const count = group.units.length;
                return (
                  <Box key={group.mediaTypeId} data-media-type={group.mediaTypeId}>
                    <Flex gap="4" wrap="wrap" align="end" justify="space-between">
                      <Box>
                        <Text fontWeight="semibold">{name}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          <Plural value={count} one="# unit" other="# units" /> ·{' '}
                          {formatMoney(group.subtotal, { currency })}
                        </Text>
                      </Box>
                      {!locked && (
                        <Box minW="260px">
                          <MediaTypeDates
                            detail={detail}
                            countryId={section.countryId}
                            mediaTypeId={group.mediaTypeId}
                            mediaType={mediaTypes.find((m) => m.id === group.mediaTypeId)}
                            blocked={blocked}
                            onChange={(r) =>
                              void setDates({
                                campaignId: detail.id,
                                countryId: section.countryId,
                                mediaTypeId: group.mediaTypeId,
                                start: r.start,
                                end: r.end,
                                periods: r.periods,
                                mediaTypeName: name,
                              }).catch(notifyError)
                            }
                          />
                        </Box>
                      )}
                    </Flex>
                    {count > 0 && (
                      <CartLines
                        caption={t`Units of ${name} in ${country}`}
                        units={group.units}
                        currency={currency}
                        locked={locked}
                        pendingUnitIds={pendingUnitIds}
                        onChange={change}
                        onRemove={(u) =>
                          void detachUnit({ campaignId: detail.id, unitId: u.id, unitTitle: u.title }).catch(
                            notifyError,
                          )
                        }
                      />
                    )}
                  </Box>
                );
              })}
            </Stack>
          </Box>
        );
      })}
      {Object.keys(pending).length > 0 && (
        <Text role="status" fontSize="sm" color="fg.muted">
          <Trans>Recalculating…</Trans>
        </Text>
      )}
      <CartTotals detail={detail} />
    </Stack>
  );
}
