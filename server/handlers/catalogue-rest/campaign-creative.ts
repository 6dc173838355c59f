/** The rest of the catalogue: a client campaign's colour proofs and art adaptation requests (api-catalogue.md "Campaigns"). */
import { desc, eq } from 'drizzle-orm';
import * as cr from '#src/api/contract/catalogue-rest.ts';
import { artAdaptationRequests, colourProofs } from '#server/db/schema.ts';
import { implement } from '#server/http/register.ts';
import { adaptationAnswer } from '../art-requests.ts';
import { findCampaign } from '../campaign-view.ts';
import { proofAnswers } from '../colour-proofs.ts';
// ── A client campaign's colour proofs and art adaptations ───────────────────

export const campaignHandlers = [
  implement(cr.campaignColourProofs, async ({ db, params, user, locale }) => {
    const c = await findCampaign(db, user, params.id, locale);
    const rows = await db
      .select()
      .from(colourProofs)
      .where(eq(colourProofs.campaignId, c.id))
      .orderBy(desc(colourProofs.createdAt), desc(colourProofs.id));
    return { data: await proofAnswers(db, rows, locale) };
  }),
  implement(cr.campaignArtAdaptations, async ({ db, params, user, locale }) => {
    const c = await findCampaign(db, user, params.id, locale);
    const rows = await db
      .select()
      .from(artAdaptationRequests)
      .where(eq(artAdaptationRequests.campaignId, c.id))
      .orderBy(desc(artAdaptationRequests.id));
    return { data: await Promise.all(rows.map((r) => adaptationAnswer(db, r))) };
  }),
];
