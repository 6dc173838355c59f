/**
 * Demo business rules and request associations (issue 19; docs/customers-workgroups.md; product.md §2
 * "provider-settings (business rules)", "settings-types (rule types)", §3, §4 "Price-change permission on an
 * association can be given or revoked").
 *
 * - `setting_types`: the kinds of rule, ids 1..6 in `SETTING_TYPE_ROWS` order: five per provider, and the
 *   platform's side-A surcharge (`yoda.percentage_to_face_units`, scope `platform`: administrators set its one
 *   value, written through to the `settings` row the cart prices with; its default is the seeded setting's 20);
 * - `provider_settings`: the demo provider's values of four of them (one left at its default, so the screen
 *   shows a type to add);
 * - `request_associations`, all asked of the demo provider: the demo agency's pending request, a generated
 *   seller's accepted one carrying the price-change permission, another generated seller's rejected one.
 */
import type { providerSettings, requestAssociations, settingTypes } from '../schema.ts';
import { at } from './helpers.ts';

type TypeRow = typeof settingTypes.$inferInsert;

/** The side-A surcharge's key, in `settings` and as a platform setting type (product.md §3 Settings, §9). */
export const SIDE_A_KEY = 'yoda.percentage_to_face_units';

/** The kinds of rule (ids 1..6 in this order). */
export const SETTING_TYPE_ROWS: readonly TypeRow[] = (
  [
    ['campaign.minimum_days', 'Días mínimos de contratación', 'Minimum booking days', 'number', '7'],
    ['campaign.minimum_price_per_day', 'Precio mínimo por día', 'Minimum price per day', 'number', '0'],
    ['print.lead_days', 'Días de anticipación para impresión', 'Print lead days', 'number', '3'],
    ['pricing.allow_side_a_surcharge', 'Permitir recargo por cara A', 'Allow side-A surcharge', 'boolean', 'true'],
    ['pricing.max_discount_percent', 'Descuento máximo (%)', 'Maximum discount (%)', 'percent', '15'],
    [SIDE_A_KEY, 'Recargo por cara A (%)', 'Side-A surcharge (%)', 'percent', '20', 'platform'],
  ] as const
).map(([key, nameEs, nameEn, valueType, defaultValue, scope], i) => ({
  id: i + 1,
  key,
  nameEs,
  nameEn,
  valueType,
  defaultValue,
  scope: scope === 'platform' ? ('platform' as const) : ('provider' as const),
}));

export interface BusinessRuleRows {
  settingTypes: TypeRow[];
  providerSettings: (typeof providerSettings.$inferInsert)[];
  requestAssociations: (typeof requestAssociations.$inferInsert)[];
}

/**
 * The area's rows, ids from 1 in every table.
 * @param anchor the demo's today (YYYY-MM-DD)
 * @param demoProviderId the demo provider user's provider (1 in the seed)
 * @param agencyId the demo agency account (user 5)
 * @param sellerIds sellers, the demo seller first (`People.sellerIds`): the 2nd and 3rd (generated) are used
 * @throws Error when fewer than three sellers are given
 */
export function businessRuleRows(
  anchor: string,
  demoProviderId: number,
  agencyId: number,
  sellerIds: readonly number[],
): BusinessRuleRows {
  const [, accepted, rejected] = sellerIds;
  if (accepted === undefined || rejected === undefined) throw new Error('seed: three sellers expected');
  const when = (days: number) => at(anchor, days, 10, 0);
  const values: [number, string][] = [
    [1, '14'],
    [2, '850'],
    [3, '5'],
    [5, '10'],
  ];
  return {
    settingTypes: [...SETTING_TYPE_ROWS],
    providerSettings: values.map(([settingTypeId, value], i) => ({
      id: i + 1,
      providerId: demoProviderId,
      settingTypeId,
      value,
      createdAt: when(-60 + i),
      updatedAt: when(-20 + i),
    })),
    requestAssociations: [
      {
        id: 1,
        requesterId: agencyId,
        providerId: demoProviderId,
        status: 'pending',
        canChangePrice: false,
        message: 'Queremos ofrecer sus pantallas a nuestros clientes en Monterrey.',
        createdAt: when(-3),
        updatedAt: when(-3),
      },
      {
        id: 2,
        requesterId: accepted,
        providerId: demoProviderId,
        status: 'accepted',
        canChangePrice: true,
        message: 'Solicito trabajar su inventario con precios negociados.',
        createdAt: when(-45),
        updatedAt: when(-40),
      },
      {
        id: 3,
        requesterId: rejected,
        providerId: demoProviderId,
        status: 'rejected',
        canChangePrice: false,
        message: 'Me interesa vender sus espectaculares.',
        createdAt: when(-30),
        updatedAt: when(-28),
      },
    ],
  };
}
