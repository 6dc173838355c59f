/**
 * Integration: creative approval — a client's artwork versions sent to
 * review (files needed), the campaign's provider accepting or denying per
 * version and unit (once; another provider 403/404), the client seeing the
 * decisions, the zip, colour proofs (approved is final), art requests,
 * adaptations and provider campaigns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { art, files as filesContract } from '#src/api/contract/index.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { pngFile } from './sample-files.ts';
import { hashPassword } from '../auth/passwords.ts';
import { artVersions, campaigns, userRoles, users } from '../db/schema.ts';

let s: TestServer;
let tokens: Record<string, string>;
/** A campaign of the demo client with two media types… see beforeAll. */
let campaignId: number;
let mediaTypeId: number;
let mine: number[];
let theirs: { unitId: number; providerId: number };
/** Every unit of the media type in the cart, by id. */
let all: { id: number; providerId: number }[];
let otherToken: string;

const client = () => s.client(tokens.client, 'en');
const provider = () => s.client(tokens.provider, 'en');
const png = (n: number) => pngFile(`arte-${n}.png`, n);
const rows = async <T>(q: ReturnType<typeof sql>) => ((await s.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens } = await s.loginAll());
  // a reserved or contracted campaign of the demo client without artwork, whose media type has ≥ 1 demo-provider unit and ≥ 1 unit of another provider
  const [pick] = await rows<{ campaign_id: number; media_type_id: number }>(sql`
    select cu.campaign_id, u.media_type_id from campaign_units cu join units u on u.id = cu.unit_id join campaigns c on c.id = cu.campaign_id
    join users cl on cl.id = c.client_id where cl.email = 'client@pauta.demo' and c.status in ('reserved', 'contracted')
      and not exists (select 1 from art_versions v where v.campaign_id = c.id)
    group by cu.campaign_id, u.media_type_id having count(*) filter (where u.provider_id = 1) >= 1 and count(*) filter (where u.provider_id <> 1) >= 1
    order by cu.campaign_id, u.media_type_id limit 1`);
  campaignId = Number(pick!.campaign_id);
  mediaTypeId = Number(pick!.media_type_id);
  const cart = await rows<{
    id: number;
    provider_id: number;
  }>(sql`select u.id, u.provider_id from campaign_units cu join units u on u.id = cu.unit_id
    where cu.campaign_id = ${campaignId} and u.media_type_id = ${mediaTypeId} order by u.id`);
  mine = cart.filter((u) => Number(u.provider_id) === 1).map((u) => Number(u.id));
  all = cart.map((u) => ({ id: Number(u.id), providerId: Number(u.provider_id) }));
  const other = cart.find((u) => Number(u.provider_id) !== 1)!;
  theirs = { unitId: Number(other.id), providerId: Number(other.provider_id) };
  // an account of the other provider
  const [u] = await s.db
    .insert(users)
    .values({
      name: 'Otra Proveedora',
      email: 'otra@pauta.test',
      passwordHash: await hashPassword('Otra-Prov-2026'),
      providerId: theirs.providerId,
    })
    .returning();
  await s.db.insert(userRoles).values({ userId: u!.id, roleId: 6, position: 0 });
  otherToken = await s.login('otra@pauta.test', 'Otra-Prov-2026');
});
afterAll(async () => {
  await s.close();
});

describe('art manager', () => {
  let v1: number;
  let v2: number;

  it('a version needs files to go to review; the client adds two (one uploaded first) and sends it', async () => {
    expect((await failure(client().call(art.sendToReview, { params: { id: campaignId }, body: {} }))).status).toBe(409);
    const [empty] = await s.db
      .insert(artVersions)
      .values({ campaignId, mediaTypeId, number: 1, fileIds: [] })
      .returning();
    const refused = await failure(
      client().call(art.sendToReview, { params: { id: campaignId }, body: { media_type_id: mediaTypeId } }),
    );
    expect([refused.status, refused.message]).toEqual([
      409,
      'The version needs at least one file to be sent to review.',
    ]);
    let version = (
      await client().call(art.addArt, {
        params: { id: campaignId },
        body: { media_type_id: mediaTypeId, file: png(1), comment: 'Primera propuesta' },
      })
    ).data;
    expect(version).toMatchObject({ id: empty!.id, number: 1, status: 'draft' });
    const uploaded = (await client().call(art.uploadArt, { body: { file: png(2) } })).data;
    version = (
      await client().call(art.addArt, {
        params: { id: campaignId },
        body: { media_type_id: mediaTypeId, file: uploaded.id },
      })
    ).data;
    expect(version.files.map((f) => f.name)).toEqual(['arte-1.png', 'arte-2.png']);
    const sent = (
      await client().call(art.sendToReview, { params: { id: campaignId }, body: { media_type_id: mediaTypeId } })
    ).data;
    const shown = sent.media_types.find((m) => m.media_type.id === mediaTypeId)!.versions[0]!;
    expect(shown).toMatchObject({ status: 'in_review', pending_unit_ids: all.map((u) => u.id) });
    v1 = shown.id;
    const wrongType = await failure(
      client().call(art.addArt, { params: { id: campaignId }, body: { media_type_id: 999, file: png(3) } }),
    );
    expect(wrongType.status).toBe(422);
  });

  it('the provider sees it awaiting, denies it for its unit with a comment; a second decision is 409', async () => {
    const awaiting = await provider().call(art.providerArtCampaigns, { query: { status: 'awaiting' } });
    const row = awaiting.data.find((c) => c.id === campaignId)!;
    expect(row.pending_decisions).toBe(mine.length);
    const bare = await failure(
      provider().call(art.denyVersion, {
        params: { id: campaignId, idV: v1 },
        body: { unit_id: mine[0]!, comment: ' ' },
      }),
    );
    expect(bare.status).toBe(422);
    const denied = (
      await provider().call(art.denyVersion, {
        params: { id: campaignId, idV: v1 },
        body: { unit_id: mine[0]!, comment: 'El logo queda cortado' },
      })
    ).data;
    expect(denied.decisions).toEqual([
      expect.objectContaining({ unit_id: mine[0], decision: 'denied', comment: 'El logo queda cortado' }),
    ]);
    const again = await failure(
      provider().call(art.acceptVersion, { params: { id: campaignId, idV: v1 }, body: { unit_id: mine[0]! } }),
    );
    expect([again.status, again.message]).toEqual([409, 'This version was already decided for this unit.']);
  });

  it("another provider may not decide on the demo provider's unit (403), nor reach a campaign without its units (404)", async () => {
    const other = s.client(otherToken, 'en');
    expect(
      (
        await failure(
          other.call(art.acceptVersion, { params: { id: campaignId, idV: v1 }, body: { unit_id: mine[0]! } }),
        )
      ).status,
    ).toBe(403);
    const [elsewhere] = await rows<{
      id: number;
    }>(sql`select c.id from campaigns c where not exists (select 1 from campaign_units cu join units u on u.id = cu.unit_id
      where cu.campaign_id = c.id and u.provider_id = ${theirs.providerId}) order by c.id limit 1`);
    expect((await failure(other.call(art.providerArtCampaign, { params: { id: Number(elsewhere!.id) } }))).status).toBe(
      404,
    );
    const viewed = (await other.call(art.providerArtCampaign, { params: { id: campaignId } })).data;
    expect(viewed.media_types.flatMap((m) => m.units.map((u) => u.provider_id))).toEqual(
      expect.arrayContaining([theirs.providerId]),
    );
    expect(viewed.media_types.flatMap((m) => m.units).every((u) => u.provider_id === theirs.providerId)).toBe(true);
    expect((await failure(s.client(tokens.client).call(art.providerArtCampaigns, { query: {} }))).status).toBe(403);
  });

  it('the client sees the decision and its comment, sends a second version, and the provider accepts it', async () => {
    const seen = (await client().call(art.clientCampaign, { params: { id: campaignId } })).data;
    const version = seen.media_types.find((m) => m.media_type.id === mediaTypeId)!.versions.find((v) => v.id === v1)!;
    expect(version.decisions.map((d) => [d.unit_id, d.decision, d.comment])).toEqual([
      [mine[0], 'denied', 'El logo queda cortado'],
    ]);
    const comments = (await client().call(art.clientComments, { params: { id: campaignId, version: v1 } })).data;
    expect(comments.map((c) => [c.kind, c.body])).toEqual([
      ['comment', 'Primera propuesta'],
      ['denied', 'El logo queda cortado'],
    ]);
    const next = (
      await client().call(art.addArt, {
        params: { id: campaignId },
        body: { media_type_id: mediaTypeId, file: png(4) },
      })
    ).data;
    expect(next.number).toBe(2);
    v2 = next.id;
    await client().call(art.sendToReview, { params: { id: campaignId }, body: {} });
    const accepted = (
      await provider().call(art.acceptVersion, { params: { id: campaignId, idV: v2 }, body: { unit_id: mine[0]! } })
    ).data;
    expect(accepted.decisions.map((d) => d.decision)).toEqual(['accepted']);
    for (const unitId of mine.slice(1))
      await provider().call(art.acceptVersion, { params: { id: campaignId, idV: v2 }, body: { unit_id: unitId } });
    for (const u of all.filter((x) => x.providerId !== 1)) {
      const who = u.providerId === theirs.providerId ? s.client(otherToken) : s.client(tokens.administrator);
      await who.call(art.acceptVersion, { params: { id: campaignId, idV: v2 }, body: { unit_id: u.id } });
    }
    const latest = (
      await client().call(art.clientMediaTypeVersion, { params: { id: campaignId, mediaType: mediaTypeId } })
    ).data!;
    expect(latest).toMatchObject({ id: v2, status: 'accepted', pending_unit_ids: [] });
  });

  it("the provider downloads the campaign's artwork as a zip holding every sent file; the client reads the files", async () => {
    const blob = await provider().call(art.providerZip, { params: { id: campaignId } });
    const entries = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const names = Object.keys(entries).toSorted();
    expect(names).toHaveLength(3);
    expect(names.every((n) => /^[a-z-]+\/v[12]\/arte-\d\.png$/.test(n))).toBe(true);
    expect([...entries[names.find((n) => n.endsWith('arte-4.png'))!]!]).toEqual([
      ...new Uint8Array(await png(4).arrayBuffer()),
    ]);
    const fileId = (await client().call(art.clientVersions, { params: { id: campaignId } })).data[0]!.files[0]!.id;
    expect((await provider().call(filesContract.getFile, { params: { id: fileId } })).size).toBeGreaterThan(0);
    expect((await failure(s.client(otherToken).call(art.artImage, { params: { img: 999_999 } }))).status).toBe(404);
  });
});

describe('colour proofs', () => {
  it('the provider uploads one; the client approves it; rejecting it afterwards is 409 (approved is final)', async () => {
    const [name] = await s.db.select({ name: campaigns.name }).from(campaigns).where(eq(campaigns.id, campaignId));
    const proof = (
      await provider().call(art.uploadProof, {
        params: { id: campaignId },
        body: { file: png(9), media_type_id: mediaTypeId, material_id: 1, note: 'Vinilo' },
      })
    ).data;
    expect(proof).toMatchObject({ status: 'pending', provider_id: 1, material: { id: 1 }, note: 'Vinilo' });
    expect(proof.units.map((u) => u.id)).toEqual(mine);
    const listed = await provider().call(art.providerProofs, {
      query: { status: 'pending', campaign_name: name!.name.slice(0, 8) },
    });
    expect(listed.data.map((p) => p.id)).toContain(proof.id);
    expect((await client().call(art.clientProofs, { query: { status: 'pending' } })).data.map((p) => p.id)).toContain(
      proof.id,
    );
    const noComment = await failure(
      client().call(art.decideProof, { params: { id: proof.id }, body: { status: 'rejected' } }),
    );
    expect(noComment.status).toBe(422);
    expect(
      (await client().call(art.decideProof, { params: { id: proof.id }, body: { status: 'approved' } })).data.status,
    ).toBe('approved');
    const late = await failure(
      client().call(art.decideProof, {
        params: { id: proof.id },
        body: { status: 'rejected', comment: 'Tonos apagados' },
      }),
    );
    expect([late.status, late.message]).toEqual([409, 'The colour proof was already approved: it is final.']);
    expect((await failure(s.client(otherToken).call(art.showProof, { params: { id: proof.id } }))).status).toBe(404);
    expect(
      (
        await failure(
          provider().call(art.uploadProof, {
            params: { id: campaignId },
            body: { file: png(9), unit_ids: [theirs.unitId] },
          }),
        )
      ).status,
    ).toBe(422);
  });
});

describe('art requests and adaptations', () => {
  it('art requests: created with a budget per media type, edited until paid, paid once, files zipped', async () => {
    const r = (
      await client().call(art.storeArtRequest, {
        body: { campaign_id: campaignId, description: 'Arte nuevo', media_type_ids: [mediaTypeId] },
      })
    ).data;
    expect(r).toMatchObject({ status: 'requested', budget: art.ART_REQUEST_FEE, media_type_ids: [mediaTypeId] });
    await client().call(art.updateArtRequest, { params: { id: r.id }, body: { description: 'Arte nuevo, con logo' } });
    await client().call(art.artRequestArts, { params: { id: r.id }, body: { file: png(5) } });
    expect((await client().call(art.payArtRequest, { params: { id: r.id }, body: {} })).data.status).toBe('paid');
    expect((await failure(client().call(art.payArtRequest, { params: { id: r.id }, body: {} }))).status).toBe(409);
    expect(
      (await failure(client().call(art.updateArtRequest, { params: { id: r.id }, body: { description: 'otro' } })))
        .status,
    ).toBe(409);
    expect(
      Object.keys(
        unzipSync(
          new Uint8Array(await (await client().call(art.artRequestZip, { params: { id: r.id } })).arrayBuffer()),
        ),
      ),
    ).toEqual(['arte-5.png']);
    expect((await client().call(art.artRequests, { query: { search: 'con logo' } })).data.map((x) => x.id)).toEqual([
      r.id,
    ]);
    expect(
      (await client().call(art.artRequestLayout, { params: { id: r.id } })).data.map((l) => l.media_type.id),
    ).toEqual([mediaTypeId]);
  });

  it('adaptations: budget decided once, arts associated by the provider after it, rejected with a comment, then accepted', async () => {
    const a = (
      await client().call(art.storeAdaptation, {
        params: { id: campaignId },
        body: { description: 'Adaptar a cada medida', unit_ids: mine },
      })
    ).data;
    expect(a).toMatchObject({
      budget: art.ADAPTATION_FEE_PER_UNIT * mine.length,
      budget_status: 'pending',
      arts_status: 'none',
    });
    expect(
      (await failure(provider().call(art.associateAdaptationArt, { params: { id: a.id }, body: { file: png(6) } })))
        .status,
    ).toBe(409);
    await client().call(art.acceptAdaptationBudget, { params: { id: a.id } });
    expect(
      (await failure(client().call(art.rejectAdaptationBudget, { params: { id: a.id }, body: { comment: 'caro' } })))
        .status,
    ).toBe(409);
    expect(
      (
        await failure(
          s.client(otherToken).call(art.associateAdaptationArt, { params: { id: a.id }, body: { file: png(6) } }),
        )
      ).status,
    ).toBe(403);
    await provider().call(art.associateAdaptationArt, { params: { id: a.id }, body: { file: png(6) } });
    const rejected = (
      await client().call(art.rejectAdaptationArts, { params: { id: a.id }, body: { comment: 'Falta el borde' } })
    ).data;
    expect(rejected).toMatchObject({ arts_status: 'rejected', arts_comment: 'Falta el borde' });
    await provider().call(art.associateAdaptationArt, { params: { id: a.id }, body: { file: png(7) } });
    expect((await client().call(art.acceptAdaptationArts, { params: { id: a.id } })).data).toMatchObject({
      arts_status: 'accepted',
    });
    expect((await provider().call(art.adaptationTasks, { params: { id: a.id } })).data.map((t) => t.unit_id)).toEqual(
      mine,
    );
  });
});

describe('provider campaigns', () => {
  it("lists the provider's campaigns with its share, sets and deletes the reservable setting, and keeps finished final", async () => {
    const list = await provider().call(art.campaignsOfProvider, { query: { per_page: 100 } });
    const row = list.data.find((c) => c.id === campaignId)!;
    expect(row).toMatchObject({ provider_status: 'pending', reservable: false });
    expect(row.units_count).toBeGreaterThanOrEqual(mine.length);
    expect(row.investment).toBeGreaterThan(0);
    const set = (
      await provider().call(art.setReservable, { params: { id: campaignId }, body: { until: '2027-02-01' } })
    ).data;
    expect(set).toMatchObject({ campaign_id: campaignId, until: '2027-02-01' });
    expect(
      (await s.db.select({ r: campaigns.reservable }).from(campaigns).where(eq(campaigns.id, campaignId)))[0]!.r,
    ).toBe(true);
    await provider().call(art.deleteReservable, { params: { id: campaignId } });
    expect((await provider().call(art.reservable, { params: { id: campaignId } })).data).toBeNull();
    expect((await provider().call(art.providerCampaignStatuses)).data.map((x) => x.id)).toEqual([1, 2, 3, 4, 5]);
    expect(
      (await provider().call(art.updateProviderCampaignStatus, { params: { id: campaignId }, body: { status: 5 } }))
        .data.provider_status,
    ).toBe('finished');
    expect(
      (
        await failure(
          provider().call(art.updateProviderCampaignStatus, {
            params: { id: campaignId },
            body: { status: 'installed' },
          }),
        )
      ).status,
    ).toBe(409);
  });
});
