/**
 * The unit types as a resource screen config (product.md §2 "unit/{id?}", §3 "unit type (unit size) with measure
 * units"; api-catalogue.md "Unit types (sizes)": `/client/unit_types` list with its name filter, store, show,
 * update, delete): name, width × height in a measure unit, and how many units use it (a type in use is not deleted:
 * the server answers 409 and the row says why). The measure units' names come from the server's look-up
 * (`unitSizes.measureUnits`, in the caller's language), with the app's own words until it is read or offline.
 * Widths and heights are shown in the locale's number format; the form's number inputs leave the decimal mark
 * to the browser, which always reports "2.5" (the contract's `num`).
 */
import { useLingui } from '@lingui/react/macro';
import * as inv from '#src/api/contract/inventory.ts';
import type { ResourceConfig } from '#src/resource/resource-screen.tsx';
import { useMeasureUnitNames } from '../api/unit-types.ts';

/** A unit type as `/client/unit_types` answers it. */
export type UnitType = inv.UnitSize;

export function useUnitTypesConfig(): ResourceConfig<UnitType> {
  const { t, i18n } = useLingui();
  const fromServer = useMeasureUnitNames();
  const own: Record<string, string> = {
    m: t`Metres`,
    cm: t`Centimetres`,
    in: t`Inches`,
    ft: t`Feet`,
    px: t`Pixels`,
  };
  const measure = (key: string) => fromServer[key] ?? own[key] ?? key;
  const number = (n: number) => n.toLocaleString(i18n.locale, { maximumFractionDigits: 2 });
  return {
    title: t`Unit types`,
    labels: {
      create: t`New unit type`,
      edit: t`Edit unit type`,
      empty: t`No unit types yet.`,
      created: t`Unit type created.`,
      saved: t`Unit type saved.`,
      what: t`the unit types`,
    },
    columns: [
      { header: t`Name`, cell: (s) => s.name },
      {
        header: t`Size`,
        cell: (s) =>
          t`${number(s.width)} × ${number(s.height)} ${measure(s.measure_unit).toLocaleLowerCase(i18n.locale)}`,
      },
      { header: t`Units`, cell: (s) => number(s.units_count), numeric: true },
    ],
    fields: [
      { name: 'name', label: t`Name`, required: true, maxLength: 120 },
      {
        name: 'measure_unit',
        label: t`Measure unit`,
        kind: 'select',
        options: inv.MEASURE_UNITS.map((m) => ({ value: m, label: measure(m) })),
      },
      { name: 'width', label: t`Width`, kind: 'number', required: true },
      { name: 'height', label: t`Height`, kind: 'number', required: true },
    ],
    toForm: (s) => ({
      name: s?.name ?? '',
      width: s ? String(s.width) : '',
      height: s ? String(s.height) : '',
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
      list: inv.unitTypes,
      show: inv.showUnitType,
      store: inv.storeUnitType,
      update: inv.updateUnitType,
      delete: inv.deleteUnitType,
    },
    search: 'search',
  };
}
