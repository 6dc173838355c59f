/**
 * /dashboard/packages (product.md §2 "packages: list, create, {id}/edit"; api-catalogue.md "Packages"): the
 * packages of units sold together, on the resource kit — list with search by name, create, edit and delete
 * (refused while a campaign was built from one). Sellers read (`packages.browse`); managers and administrators
 * write (`packages.*`). The value shows in the country's currency with its daily price (spec §9 "Package
 * price": value / units / days); units are chosen by name, SKU or address (UnitIdsPicker), never typed ids; its
 * segments (spec §3 "package with segments") are edited in the same form (package-segments-field.tsx).
 */
import { useLingui } from '@lingui/react/macro';
import * as sales from '#src/api/contract/sales.ts';
import { formatMoney, parseMoney } from '#src/lib/money.ts';
import { ResourceScreen, type ResourceConfig, type ResourceOpen } from '#src/resource/resource-screen.tsx';
import { UnitIdsPicker, idsIn } from '#src/resource/unit-picker.tsx';
import { useSalesLookups } from '../api/lookups.ts';
import { PackageSegmentsField, segmentsFromText, segmentsToText } from './package-segments-field.tsx';

/** Pesos (or the country's currency) per day for the whole package (spec §9). */
export function dailyPrice(p: Pick<sales.SalesPackage, 'value' | 'duration'>): number {
  return p.duration > 0 ? p.value / p.duration : 0;
}

const str = (x: unknown) => (x === null || x === undefined ? '' : String(x));

export function usePackagesConfig(): ResourceConfig<sales.SalesPackage> {
  const { t } = useLingui();
  const { countries, mediaTypes } = useSalesLookups();
  const countryName = new Map(countries.map((c) => [c.id, c.name]));
  const typeName = new Map(mediaTypes.map((m) => [m.id, m.name]));
  return {
    title: t`Packages`,
    labels: {
      create: t`New package`,
      edit: t`Edit package`,
      empty: t`No packages yet.`,
      created: t`Package created.`,
      saved: t`Package saved.`,
      what: t`the packages`,
    },
    columns: [
      { header: t`Name`, cell: (p) => p.name },
      { header: t`Country`, cell: (p) => countryName.get(p.country_id) ?? '—' },
      { header: t`Media type`, cell: (p) => typeName.get(p.media_type_id) ?? '—' },
      {
        header: t`Value`,
        cell: (p) => {
          const currency = p.currency ?? undefined;
          const perDay = formatMoney(dailyPrice(p), { currency });
          return `${formatMoney(p.value, { currency })} (${t`${perDay} a day`})`;
        },
        numeric: true,
      },
      { header: t`Days`, cell: (p) => p.duration, numeric: true },
      { header: t`Units`, cell: (p) => p.unit_ids.length, numeric: true },
    ],
    fields: [
      { name: 'name', label: t`Name`, required: true, maxLength: 120 },
      {
        name: 'country_id',
        label: t`Country`,
        kind: 'select',
        options: [
          { value: '', label: t`Choose a country` },
          ...countries.map((c) => ({ value: String(c.id), label: c.name })),
        ],
      },
      {
        name: 'media_type_id',
        label: t`Media type`,
        kind: 'select',
        options: [
          { value: '', label: t`Choose a media type` },
          ...mediaTypes
            .filter((m) => m.category !== 'materials-print')
            .map((m) => ({ value: String(m.id), label: m.name })),
        ],
      },
      { name: 'value', label: t`Value of the whole package`, required: true },
      { name: 'duration', label: t`Days`, kind: 'number', required: true },
      {
        name: 'unit_ids',
        label: t`Units`,
        kind: 'custom',
        render: ({ value, onChange, error }) => (
          <UnitIdsPicker
            label={t`Units of the package (its country and media type)`}
            name="unit_ids"
            value={value}
            onChange={onChange}
            error={error}
          />
        ),
      },
      {
        name: 'segments',
        label: t`Segments`,
        kind: 'custom',
        render: ({ value, onChange, error }) => (
          <PackageSegmentsField value={value} onChange={onChange} error={error} />
        ),
      },
    ],
    toForm: (p) => ({
      name: str(p?.name),
      country_id: str(p?.country_id),
      media_type_id: str(p?.media_type_id),
      value: p ? formatMoney(p.value) : '',
      duration: str(p?.duration),
      unit_ids: (p?.unit_ids ?? []).join(', '),
      segments: segmentsToText(p?.segments),
    }),
    // what is not a number goes as typed, so the server's message names the field (spec §8)
    toBody: (f) => ({
      name: f.name,
      country_id: f.country_id,
      media_type_id: f.media_type_id,
      value: parseMoney(f.value ?? '') ?? f.value,
      duration: f.duration,
      unit_ids: idsIn(f.unit_ids ?? ''),
      segments: segmentsFromText(f.segments),
    }),
    rowName: (p) => p.name,
    endpoints: sales.packagesResource,
    search: 'name',
  };
}

export function PackagesPage({ open }: { open?: ResourceOpen }) {
  return <ResourceScreen config={usePackagesConfig()} open={open} />;
}
