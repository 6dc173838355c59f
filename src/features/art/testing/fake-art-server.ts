/**
 * Test-only: the art manager and colour-proof calls on a fake API, with the
 * state rules of the contract (src/api/contract/art.ts): a version is decided
 * once per unit (409 after), a denial needs a comment, sending to review
 * needs a file (409), an approved proof is final (409). One campaign (7,
 * 'Verano 2026', client 'Cliente Uno') with one media type (3 'Paraderos')
 * and two units of provider 5 (11 'Paradero Reforma', 12 'Paradero Insurgentes').
 */
import type { ArtCampaign, ArtVersion, ColourProof } from '#src/api/contract/art.ts';
import { httpError, type FakeApi } from '#src/sync/testing/fake-api.ts';

export const CAMPAIGN_ID = 7;
export const MEDIA_TYPE = { id: 3, name: 'Paraderos' };
export const UNITS = [
  {
    id: 11,
    title: 'Paradero Reforma',
    sku: 'PR-11',
    provider_id: 5,
    unit_type: { name: 'Mupi', width: 120, height: 180, measure_unit: 'cm' },
  },
  { id: 12, title: 'Paradero Insurgentes', sku: 'PI-12', provider_id: 5, unit_type: null },
];
const AT = '2026-11-20T12:00:00.000Z';

export function makeVersion(id: number, number: number, patch: Partial<ArtVersion> = {}): ArtVersion {
  return {
    id,
    campaign_id: CAMPAIGN_ID,
    media_type_id: MEDIA_TYPE.id,
    number,
    status: 'in_review',
    files: [
      { id: 100 + id, name: `v${number}.pdf`, mime: 'application/pdf', size: 1000, url: `/api/files/get/${100 + id}` },
    ],
    pending_unit_ids: UNITS.map((u) => u.id),
    decisions: [],
    comments_count: 0,
    sent_at: AT,
    created_at: AT,
    updated_at: AT,
    ...patch,
  };
}

export function makeProof(id: number, patch: Partial<ColourProof> = {}): ColourProof {
  return {
    id,
    campaign: { id: CAMPAIGN_ID, name: 'Verano 2026', client: { id: 2, name: 'Cliente Uno' } },
    provider_id: 5,
    media_type: MEDIA_TYPE,
    material: null,
    units: UNITS.map((u) => ({ id: u.id, title: u.title })),
    status: 'pending',
    note: null,
    comment: null,
    file: { id: 900 + id, name: `proof-${id}.jpg`, mime: 'image/jpeg', size: 10, url: `/api/files/get/${900 + id}` },
    decided_at: null,
    created_at: AT,
    updated_at: AT,
    ...patch,
  };
}

const page = <T>(data: T[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length } });

export interface FakeArtServer {
  versions: ArtVersion[];
  proofs: ColourProof[];
  campaign(): ArtCampaign;
}

/** Serves the art manager and colour proofs of campaign 7 on `api` (see module doc). */
export function serveArt(api: FakeApi, start: { versions?: ArtVersion[]; proofs?: ColourProof[] } = {}): FakeArtServer {
  const state: FakeArtServer = {
    versions: start.versions ?? [makeVersion(1, 1), makeVersion(2, 2)],
    proofs: start.proofs ?? [],
    campaign: () => ({
      id: CAMPAIGN_ID,
      name: 'Verano 2026',
      status: 'contracted',
      client: { id: 2, name: 'Cliente Uno' },
      media_types: [
        { media_type: MEDIA_TYPE, units: UNITS, versions: state.versions.toSorted((a, b) => b.number - a.number) },
      ],
      updated_at: AT,
    }),
  };
  let fileId = 500;
  const summary = () => {
    const c = state.campaign();
    const count = (s: ArtVersion['status']) => state.versions.filter((x) => x.status === s).length;
    return {
      id: c.id,
      name: c.name,
      status: c.status,
      client: c.client,
      media_types_count: 1,
      units_count: UNITS.length,
      versions: {
        draft: count('draft'),
        in_review: count('in_review'),
        accepted: count('accepted'),
        denied: count('denied'),
      },
      pending_decisions: state.versions.reduce(
        (n, x) => n + (x.status === 'in_review' ? x.pending_unit_ids.length : 0),
        0,
      ),
      updated_at: AT,
    };
  };
  const decide =
    (decision: 'accepted' | 'denied') =>
    (input: { params?: Record<string, unknown>; body?: Record<string, unknown> }) => {
      const version = state.versions.find((x) => x.id === Number(input.params!.idV));
      if (!version) throw httpError(404, 'Version not found');
      const unitId = Number(input.body!.unit_id);
      if (!version.pending_unit_ids.includes(unitId))
        throw httpError(409, `Version ${version.number} was already decided for this unit.`);
      const unit = UNITS.find((u) => u.id === unitId)!;
      version.pending_unit_ids = version.pending_unit_ids.filter((id) => id !== unitId);
      version.decisions.push({
        unit_id: unitId,
        unit_title: unit.title,
        provider_id: 5,
        decision,
        comment: (input.body!.comment as string | undefined) ?? null,
        decided_by: { id: 5, name: 'Proveedor' },
        decided_at: AT,
      });
      if (!version.pending_unit_ids.length)
        version.status = version.decisions.some((d) => d.decision === 'denied') ? 'denied' : 'accepted';
      return { data: version };
    };
  api.on('art.provider.campaigns', () => page([summary()]));
  api.on('art.client.campaigns', () => page([summary()]));
  api.on('art.provider.campaign', () => ({ data: state.campaign() }));
  api.on('art.client.campaign', () => ({ data: state.campaign() }));
  api.on('art.client.layout', () => ({
    data: [
      {
        media_type: MEDIA_TYPE,
        sizes: [{ unit_type_id: 1, name: 'Mupi', width: 120, height: 180, measure_unit: 'cm', units_count: 1 }],
      },
    ],
  }));
  api.on('art.provider.comments', () => ({ data: [] }));
  api.on('art.client.comments', () => ({ data: [] }));
  api.on('art.provider.accept', decide('accepted'));
  api.on('art.provider.deny', decide('denied'));
  api.on('art.client.addArt', (input) => {
    let open = state.versions.find((x) => x.status === 'draft');
    if (!open) {
      open = makeVersion(state.versions.length + 1, state.versions.length + 1, {
        status: 'draft',
        files: [],
        pending_unit_ids: [],
        sent_at: null,
      });
      state.versions.push(open);
    }
    const file = input.body!.file as File;
    open.files.push({
      id: ++fileId,
      name: file.name,
      mime: file.type,
      size: file.size,
      url: `/api/files/get/${fileId}`,
    });
    return { data: open };
  });
  api.on('art.client.sendToReview', () => {
    const open = state.versions.find((x) => x.status === 'draft');
    if (!open) throw httpError(409, 'There is no open version to send.');
    if (!open.files.length) throw httpError(409, 'The version has no files.');
    open.status = 'in_review';
    open.sent_at = AT;
    open.pending_unit_ids = UNITS.map((u) => u.id);
    return { data: state.campaign() };
  });
  api.on('colourProofs.providerList', (input) => {
    const q = input.query ?? {};
    return page(
      state.proofs.filter(
        (p) =>
          (!q.status || p.status === q.status) &&
          (!q.campaign_name || p.campaign.name.toLowerCase().includes(String(q.campaign_name).toLowerCase())),
      ),
    );
  });
  api.on('colourProofs.clientList', (input) =>
    page(state.proofs.filter((p) => !input.query?.status || p.status === input.query.status)),
  );
  api.on('colourProofs.ofCampaign', () => ({ data: state.proofs }));
  api.on('colourProofs.upload', (input) => {
    const file = input.body!.file as File;
    const proof = makeProof(state.proofs.length + 1, {
      file: { id: ++fileId, name: file.name, mime: file.type, size: file.size, url: `/api/files/get/${fileId}` },
      note: (input.body!.note as string | undefined) ?? null,
    });
    state.proofs.push(proof);
    return { data: proof };
  });
  api.on('colourProofs.decide', (input) => {
    const proof = state.proofs.find((p) => p.id === Number(input.params!.id));
    if (!proof) throw httpError(404, 'Colour proof not found');
    if (proof.status !== 'pending')
      throw httpError(
        409,
        proof.status === 'approved'
          ? 'This colour proof was already approved: it is final.'
          : 'This colour proof was already rejected: wait for a new upload.',
      );
    const status = input.body!.status as 'approved' | 'rejected';
    if (status === 'rejected' && !input.body!.comment) throw httpError(422, 'The comment is required.');
    Object.assign(proof, { status, comment: (input.body!.comment as string | undefined) ?? null, decided_at: AT });
    return { data: proof };
  });
  return state;
}
