/**
 * A campaign's reports and reads on the reference server (contract src/api/contract/campaign-reports.ts;
 * api-catalogue.md "Campaigns"; issue 18; docs/dashboards-availability.md "Campaign reports"). The ownership rule
 * `campaign` reached the campaign before the handler runs (else 404); each handler reads it again to answer.
 * Files go out through file-types.ts `fileResponse` (type from the bytes, attachment, nosniff, sandboxing CSP),
 * `Cache-Control: private, no-store` (a campaign changes at any time).
 */
import * as cr from '#src/api/contract/campaign-reports.ts';
import { findCampaign } from '../campaign-view/scope.ts';
import { implement, type Implementation } from '#server/http/register.ts';
import { fileResponse } from '../file-types.ts';
import { demographicChart, poisMapData } from './audience.ts';
import { renderCampaignReport, renderPoisReport } from './files.ts';
import { budgetRows, campaignMediaTypeRows, campaignRegions, cartMediaTypeRows, extraUnitRows } from './reads.ts';

const NO_STORE = 'private, no-store';
/** POIs per unit in the POI report when `number` is not given. */
const DEFAULT_POIS = 5;

/** A campaign's reports and reads, paired with their contract endpoints. */
export const campaignReportHandlers: Implementation[] = [
  implement(cr.downloadReport, async (x) => {
    const locale = x.query.locale ?? x.locale;
    const campaign = await findCampaign(x.db, x.user, x.params.id, locale);
    const pdf = await renderCampaignReport(x.db, campaign, locale, x.now);
    const name = `${locale === 'es' ? 'reporte-campana' : 'campaign-report'}-${campaign.id}.pdf`;
    return fileResponse(new Uint8Array(pdf), name, NO_STORE);
  }),
  implement(cr.poisReport, async (x) => {
    const locale = x.query.locale ?? x.locale;
    const campaign = await findCampaign(x.db, x.user, x.params.id, locale);
    const xlsx = await renderPoisReport(x.db, campaign, x.query.number ?? DEFAULT_POIS, locale, x.now);
    const name = `${locale === 'es' ? 'reporte-pois' : 'pois-report'}-${campaign.id}.xlsx`;
    return fileResponse(new Uint8Array(xlsx), name, NO_STORE);
  }),
  implement(cr.demographicDistribution, async (x) =>
    demographicChart(
      x.db,
      await findCampaign(x.db, x.user, x.params.id, x.locale),
      x.query.demographic_type ?? 'vehicle',
      x.locale,
    ),
  ),
  implement(cr.poisMap, async (x) => poisMapData(x.db, await findCampaign(x.db, x.user, x.params.id, x.locale))),
  implement(cr.budgetMediaTypes, async (x) =>
    budgetRows(x.db, await findCampaign(x.db, x.user, x.params.id, x.locale), x.locale),
  ),
  implement(cr.campaignMediaTypes, async (x) =>
    campaignMediaTypeRows(x.db, await findCampaign(x.db, x.user, x.params.id, x.locale), x.locale),
  ),
  implement(cr.cartMediaTypes, async (x) =>
    cartMediaTypeRows(x.db, await findCampaign(x.db, x.user, x.params.id, x.locale), x.locale, x.query.country),
  ),
  implement(cr.extraUnits, async (x) =>
    extraUnitRows(
      x.db,
      await findCampaign(x.db, x.user, x.params.id, x.locale),
      { country: x.query.country, media_type: x.query.media_type, fits: x.query.fits },
      { page: x.query.page, per_page: x.query.per_page },
    ),
  ),
  implement(cr.campaignRegion, async (x) => campaignRegions(x.db, x.locale)),
];
