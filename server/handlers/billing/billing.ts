/**
 * Campaign billing on the reference server (contract src/api/contract/billing.ts; issue 17; docs/billing-payments.md):
 * the billing forms, a campaign's costs, its billed countries' fiscal data, and its receipt as JSON and PDF.
 * - Costs (`costs_campaign`, sellers and administrators): production, installation and other costs in pesos with at
 *   most 2 decimals, stored in centavos; a missing or 0 cost is removed. They may not bring the total under what is
 *   already paid or pending (422 under the first lowered cost). A cancelled campaign takes none (409).
 * - Billing countries (`update-billing-countries`, the client): the set of billed countries is replaced; each must
 *   be one of the campaign's (422 `countries.<i>.country_id`), listed once, with the fiscal data its billing form
 *   needs (422 `countries.<i>.<field>`; src/domain/billing-rules.ts `REQUIRED_FISCAL`).
 * Every change runs in one transaction with the campaign row locked, so it and the payments follow one another.
 */
import { eq } from 'drizzle-orm';
import * as k from '#src/api/contract/billing.ts';
import type { Locale } from '#src/api/contract/common.ts';
import {
  BILLING_FORMS,
  COST_KINDS,
  FORM_METHOD,
  REQUIRED_FISCAL,
  fromMinor,
  hasCentavos,
  missingFiscal,
  toMinor,
  type CostKind,
} from '#src/domain/billing-rules.ts';
import type { Db } from '#server/db/client.ts';
import { campaignBillingCountries, campaignCosts } from '#server/db/schema.ts';
import { validationError } from '#server/http/errors.ts';
import { implement, type Implementation } from '#server/http/register.ts';
import { msg, type MessageKey } from '#server/i18n.ts';
import { findCampaign } from '../campaign-view.ts';
import { countryIdsOf } from '../campaigns/shared.ts';
import { fileResponse } from '../file-types.ts';
import { assertNotCancelled, receiptOf } from './receipt.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** The body field of each cost kind. */
const COST_FIELD: Record<CostKind, 'production_cost' | 'installation_cost' | 'other_costs'> = {
  production: 'production_cost',
  installation: 'installation_cost',
  other: 'other_costs',
};

const formName = (locale: Locale, form: (typeof BILLING_FORMS)[number]) =>
  msg(locale, `billing.form.${form}` as MessageKey);

/** The campaign's receipt as a change answers it. */
async function answer(db: Db, x: { user: Parameters<typeof findCampaign>[1]; locale: Locale; now: Date }, id: number) {
  const campaign = await findCampaign(db, x.user, id, x.locale);
  return (await receiptOf(db, campaign, x.locale, x.now)).receipt;
}

export const billingHandlers: Implementation[] = [
  implement(k.billingForms, async ({ locale }) => ({
    data: BILLING_FORMS.map((key) => ({
      key,
      name: formName(locale, key),
      description: msg(locale, `billing.form.${key}.description` as MessageKey),
      requires: [...REQUIRED_FISCAL[key]],
      method: FORM_METHOD[key],
    })),
  })),

  implement(k.campaignCosts, async (x) => {
    const wanted = Object.fromEntries(COST_KINDS.map((kind) => [kind, x.body[COST_FIELD[kind]] ?? 0])) as Record<
      CostKind,
      number
    >;
    const decimals = COST_KINDS.filter((kind) => !hasCentavos(wanted[kind]));
    if (decimals.length) {
      const text = msg(x.locale, 'payments.amount_decimals');
      throw validationError(
        msg(x.locale, 'validation.failed'),
        Object.fromEntries(decimals.map((d) => [COST_FIELD[d], [text]])),
      );
    }
    await x.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const campaign = await findCampaign(tx, x.user, x.params.id, x.locale, true);
      assertNotCancelled(campaign, x.locale);
      const before = await tx.select().from(campaignCosts).where(eq(campaignCosts.campaignId, campaign.id));
      await tx.delete(campaignCosts).where(eq(campaignCosts.campaignId, campaign.id));
      const rows = COST_KINDS.filter((kind) => toMinor(wanted[kind]) > 0).map((kind) => ({
        campaignId: campaign.id,
        kind,
        concept: kind === 'other' ? (x.body.other_costs_concept ?? '') : '',
        amountMinor: toMinor(wanted[kind]),
        updatedById: x.user.id,
        createdAt: before.find((b) => b.kind === kind)?.createdAt ?? x.now,
        updatedAt: x.now,
      }));
      if (rows.length) await tx.insert(campaignCosts).values(rows);
      const { totals } = await receiptOf(tx, campaign, x.locale, x.now);
      const covered = totals.paid_minor + totals.pending_minor;
      if (totals.total_minor < covered) {
        const lowered =
          COST_KINDS.find((kind) => toMinor(wanted[kind]) < (before.find((b) => b.kind === kind)?.amountMinor ?? 0)) ??
          'production';
        const text = msg(x.locale, 'billing.costs_under_paid', { paid: fromMinor(covered).toFixed(2) });
        throw validationError(text, { [COST_FIELD[lowered]]: [text] }); // rolls the change back
      }
    });
    return { data: await answer(x.db, x, x.params.id), message: msg(x.locale, 'billing.costs_saved') };
  }),

  implement(k.updateBillingCountries, async (x) => {
    await x.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const campaign = await findCampaign(tx, x.user, x.params.id, x.locale, true);
      assertNotCancelled(campaign, x.locale);
      const own = new Set(await countryIdsOf(tx, campaign.id));
      const seen = new Set<number>();
      const errors: Record<string, string[]> = {};
      x.body.countries.forEach((c, i) => {
        if (!own.has(c.country_id))
          errors[`countries.${i}.country_id`] = [msg(x.locale, 'billing.country_not_in_campaign')];
        else if (seen.has(c.country_id))
          errors[`countries.${i}.country_id`] = [msg(x.locale, 'billing.country_repeated')];
        seen.add(c.country_id);
        for (const field of missingFiscal(c.billing_form, c))
          errors[`countries.${i}.${field}`] = [
            msg(x.locale, 'billing.fiscal_required', { form: formName(x.locale, c.billing_form) }),
          ];
      });
      if (Object.keys(errors).length) throw validationError(msg(x.locale, 'validation.failed'), errors);
      await tx.delete(campaignBillingCountries).where(eq(campaignBillingCountries.campaignId, campaign.id));
      await tx.insert(campaignBillingCountries).values(
        x.body.countries.map((c) => ({
          campaignId: campaign.id,
          countryId: c.country_id,
          billingForm: c.billing_form,
          taxId: c.tax_id ?? '',
          businessName: c.business_name ?? '',
          address: c.address ?? '',
          email: c.email ?? '',
          updatedAt: x.now,
        })),
      );
    });
    return { data: await answer(x.db, x, x.params.id), message: msg(x.locale, 'billing.countries_saved') };
  }),

  implement(k.billingReceipt, async (x) => ({ data: await answer(x.db, x, x.params.id) })),

  implement(k.billingReceiptExport, async (x) => {
    const locale = x.query.locale ?? x.locale;
    const receipt = await answer(x.db, { ...x, locale }, x.params.id);
    const pdf = await renderReceiptPdf(receipt, locale, x.now);
    const name = `${locale === 'en' ? 'receipt' : 'recibo'}-${receipt.number}.pdf`;
    return fileResponse(new Uint8Array(pdf), name, 'private, no-store');
  }),
];
