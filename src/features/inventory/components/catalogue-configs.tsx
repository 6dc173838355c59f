/**
 * The provider's catalogues as CrudScreen configurations (product.md §2, §4 inventory and creative approval;
 * api-catalogue.md "Units" and "Media types and materials"): materials, unit
 * rules with their types, unit sizes with measure units, media types with
 * their purchase periods, and the reservations of a unit. Numbers go to the
 * server as typed, so its message names the field (spec §8); periods are
 * written separated by commas. Unit rules are in unit-rules-config.tsx.
 *
 * Media types are also a mirrored look-up: a save or delete updates the
 * `mediaTypes` table at once. Their rules are not edited here (the form
 * leaves `rules` out of the body).
 */
import { useMemo } from 'react';
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import * as inv from '#src/api/contract/inventory.ts';
import { mediaTypes as mediaTypesList, type MediaType } from '#src/api/contract/lookups.ts';
import { formatMoney } from '#src/lib/money.ts';
import { foldText } from '#src/lib/text.ts';
import { useMediaTypeMirror } from '../api/inventory.ts';
import { idOrText, listOf, str } from '../model/form-values.ts';
import type { ResourceConfig } from '#src/resource/resource-screen.tsx';

export function useMaterialsConfig(): ResourceConfig<inv.Material> {
  const { t } = useLingui();
  const measures: Record<string, string> = { m2: t`square metre`, ml: t`linear metre`, unit: t`unit` };
  return {
    title: t`Materials`,
    labels: {
      create: t`New material`,
      edit: t`Edit material`,
      empty: t`No materials yet.`,
      created: t`Material created.`,
      saved: t`Material saved.`,
      what: t`the materials`,
    },
    columns: [
      { header: t`Name`, cell: (m) => m.name },
      { header: t`Description`, cell: (m) => m.description },
      {
        header: t`Price`,
        cell: (m) =>
          `${formatMoney(m.price, { currency: m.currency ?? undefined })} / ${measures[m.measure_unit] ?? m.measure_unit}`,
        numeric: true,
      },
    ],
    fields: [
      { name: 'name', label: t`Name`, required: true, maxLength: 120 },
      { name: 'price', label: t`Price per measure unit`, kind: 'number', required: true },
      {
        name: 'measure_unit',
        label: t`Measure unit`,
        kind: 'select',
        options: inv.MATERIAL_MEASURES.map((m) => ({ value: m, label: measures[m] ?? m })),
      },
      { name: 'description', label: t`Description`, kind: 'textarea', maxLength: 1000 },
    ],
    toForm: (m) => ({
      name: str(m?.name),
      price: str(m?.price),
      measure_unit: m?.measure_unit ?? 'm2',
      description: str(m?.description),
    }),
    toBody: (f) => ({
      name: f.name,
      price: (f.price ?? '').trim(),
      measure_unit: f.measure_unit,
      description: f.description,
    }),
    rowName: (m) => m.name,
    endpoints: inv.materialsResource,
    search: 'name',
  };
}

export function useUnitSizesConfig(): ResourceConfig<inv.UnitSize> {
  const { t } = useLingui();
  const measures: Record<string, string> = {
    m: t`metres`,
    cm: t`centimetres`,
    in: t`inches`,
    ft: t`feet`,
    px: t`pixels`,
  };
  return {
    title: t`Unit sizes`,
    labels: {
      create: t`New unit size`,
      edit: t`Edit unit size`,
      empty: t`No unit sizes yet.`,
      created: t`Unit size created.`,
      saved: t`Unit size saved.`,
      what: t`the unit sizes`,
    },
    columns: [
      { header: t`Name`, cell: (s) => s.name },
      { header: t`Size`, cell: (s) => `${s.width} × ${s.height} ${measures[s.measure_unit] ?? s.measure_unit}` },
      { header: t`Units`, cell: (s) => s.units_count, numeric: true },
    ],
    fields: [
      { name: 'name', label: t`Name`, required: true, maxLength: 120 },
      {
        name: 'measure_unit',
        label: t`Measure unit`,
        kind: 'select',
        options: inv.MEASURE_UNITS.map((m) => ({ value: m, label: measures[m] ?? m })),
      },
      { name: 'width', label: t`Width`, kind: 'number', required: true },
      { name: 'height', label: t`Height`, kind: 'number', required: true },
    ],
    toForm: (s) => ({
      name: str(s?.name),
      width: str(s?.width),
      height: str(s?.height),
      measure_unit: s?.measure_unit ?? 'm',
    }),
    toBody: (f) => ({
      name: f.name,
      width: (f.width ?? '').trim(),
      height: (f.height ?? '').trim(),
      measure_unit: f.measure_unit,
    }),
    rowName: (s) => s.name,
    endpoints: {
      list: inv.unitSizes,
      store: inv.storeUnitSize,
      update: inv.updateUnitSize,
      delete: inv.deleteUnitSize,
    },
    search: 'search',
  };
}

type MediaTypeRow = MediaType & { name_es?: string; name_en?: string };

export function useMediaTypesConfig(): ResourceConfig<MediaTypeRow> {
  const { t } = useLingui();
  const mirror = useMediaTypeMirror();
  const categories: Record<string, string> = {
    'media-print': t`Printed media`,
    'media-digital': t`Digital media`,
    'materials-print': t`Print materials`,
  };
  const toMirror = (m: MediaTypeRow): MediaType => ({
    id: m.id,
    key: m.key,
    name: m.name,
    category: m.category,
    purchase_periods: m.purchase_periods,
    rules: m.rules,
  });
  return {
    title: t`Media types`,
    labels: {
      create: t`New media type`,
      edit: t`Edit media type`,
      empty: t`No media types.`,
      created: t`Media type created.`,
      saved: t`Media type saved.`,
      what: t`the media types`,
    },
    columns: [
      { header: t`Name`, cell: (m) => m.name },
      {
        header: t`Key`,
        cell: (m) => (
          <Text as="span" fontFamily="mono" translate="no">
            {m.key}
          </Text>
        ),
      },
      { header: t`Category`, cell: (m) => categories[m.category] ?? m.category },
      { header: t`Purchase periods (days)`, cell: (m) => m.purchase_periods.join(', ') || '—' },
    ],
    fields: [
      { name: 'name', label: t`Name in Spanish`, required: true, maxLength: 120 },
      { name: 'name_en', label: t`Name in English`, required: true, maxLength: 120 },
      { name: 'key', label: t`Key`, required: true, maxLength: 60, hint: t`Lower-case letters, digits and dashes` },
      {
        name: 'category',
        label: t`Category`,
        kind: 'select',
        options: Object.entries(categories).map(([value, label]) => ({ value, label })),
      },
      {
        name: 'purchase_periods',
        label: t`Purchase periods (days)`,
        hint: t`Separated by commas, for example 7, 14, 30`,
      },
    ],
    toForm: (m) => ({
      name: m?.name_es ?? m?.name ?? '',
      name_en: m?.name_en ?? '',
      key: str(m?.key),
      category: m?.category ?? 'media-print',
      purchase_periods: (m?.purchase_periods ?? []).join(', '),
    }),
    toBody: (f) => ({
      name: f.name,
      name_en: f.name_en,
      key: f.key,
      category: f.category,
      purchase_periods: listOf(f.purchase_periods),
    }),
    rowName: (m) => m.name,
    endpoints: {
      list: mediaTypesList,
      show: inv.showMediaType,
      store: inv.storeMediaType,
      update: inv.updateMediaType,
      delete: inv.deleteMediaType,
    },
    search: 'name',
    // GET /media-types is one unpaged list: searched here
    toPage: (answer, search) => {
      const all = (answer as { data: MediaTypeRow[] }).data;
      const term = foldText(search);
      return { rows: term ? all.filter((m) => foldText(m.name).includes(term)) : all, lastPage: 1 };
    },
    afterSave: (m) => mirror.put(toMirror(m)),
    afterRemove: (id) => mirror.remove(id),
  };
}

/** The reservations of one unit (its page) or of every unit of the provider. */
export function useUnitReservationsConfig(unitId?: number): ResourceConfig<inv.UnitReservation> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      title: t`Reservations`,
      labels: {
        create: t`New reservation`,
        edit: t`Edit reservation`,
        empty: t`No reservations.`,
        created: t`Reservation created.`,
        saved: t`Reservation saved.`,
        what: t`the reservations`,
      },
      columns: [
        ...(unitId ? [] : [{ header: t`Unit`, cell: (r: inv.UnitReservation) => r.unit_title }]),
        { header: t`From`, cell: (r: inv.UnitReservation) => r.start_date },
        { header: t`To`, cell: (r: inv.UnitReservation) => r.end_date },
        { header: t`Spots`, cell: (r: inv.UnitReservation) => r.spots, numeric: true },
        { header: t`Note`, cell: (r: inv.UnitReservation) => r.note },
      ],
      fields: [
        ...(unitId ? [] : [{ name: 'unit_id', label: t`Unit id`, required: true }]),
        { name: 'start_date', label: t`From (YYYY-MM-DD)`, required: true },
        { name: 'end_date', label: t`To (YYYY-MM-DD)`, required: true },
        { name: 'spots', label: t`Spots`, kind: 'number' as const },
        { name: 'note', label: t`Note`, kind: 'textarea' as const, maxLength: 500 },
      ],
      toForm: (r) => ({
        unit_id: str(r?.unit_id ?? unitId),
        start_date: str(r?.start_date),
        end_date: str(r?.end_date),
        spots: str(r?.spots ?? 1),
        note: str(r?.note),
      }),
      toBody: (f) => ({
        unit_id: unitId ?? idOrText(f.unit_id),
        start_date: (f.start_date ?? '').trim(),
        end_date: (f.end_date ?? '').trim(),
        ...(f.spots?.trim() ? { spots: f.spots.trim() } : {}),
        note: f.note ?? '',
      }),
      rowName: (r) => `${r.unit_title} ${r.start_date}`,
      endpoints: {
        list: inv.unitReservations,
        store: inv.storeUnitReservation,
        update: inv.updateUnitReservation,
        delete: inv.deleteUnitReservation,
      },
      filters: { unit_id: unitId },
    }),
    [t, unitId],
  );
}
