/**
 * Demo data of creative approval and provider inventory (product.md §2, §4 inventory and creative approval): for the
 * demo provider (provider 1, provider@pauta.demo) a few unit rules and
 * materials; on the first two contracted or reserved campaigns of the demo
 * client holding its units, artwork versions with small generated images
 * (PNG, made with sharp), decisions and comments; a pending colour proof; an
 * art request.
 *
 * Campaign A (the first): version 1 decided for every unit of the media type
 * (the demo provider's first unit denied with a comment, the rest accepted:
 * status denied) and version 2 in review, awaiting every unit. Campaign B:
 * version 1 in review. Timestamps lie before the anchor's 09:00Z; the
 * images and every draw are fixed (stream `creative`), so two seeds with the
 * same anchor write identical rows. Ids are explicit, in generation order.
 */
import sharp from 'sharp';
import { ART_REQUEST_FEE } from '#src/api/contract/art.ts';
import type * as s from '../schema.ts';
import type { CampaignData } from './campaigns.ts';
import { at } from './helpers.ts';
import type { Inventory } from './inventory.ts';
import type { People } from './people.ts';
import { rngFor } from './rng.ts';

/** The provider the demo provider account belongs to. */
export const DEMO_PROVIDER_ID = 1;

export interface Creative {
  files: (typeof s.files.$inferInsert)[];
  unitRules: (typeof s.unitRules.$inferInsert)[];
  materials: (typeof s.materials.$inferInsert)[];
  artVersions: (typeof s.artVersions.$inferInsert)[];
  artDecisions: (typeof s.artDecisions.$inferInsert)[];
  artComments: (typeof s.artComments.$inferInsert)[];
  artRequests: (typeof s.artRequests.$inferInsert)[];
  colourProofs: (typeof s.colourProofs.$inferInsert)[];
}

/** A flat-colour PNG with a darker band, `w`×`h` pixels. */
async function artImage(w: number, h: number, rgb: [number, number, number]): Promise<Uint8Array> {
  const band = await sharp({
    create: {
      width: w,
      height: Math.round(h / 4),
      channels: 3,
      background: { r: rgb[0] / 2, g: rgb[1] / 2, b: rgb[2] / 2 },
    },
  })
    .png()
    .toBuffer();
  const png = await sharp({
    create: { width: w, height: h, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .composite([{ input: band, top: Math.round(h * 0.6), left: 0 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(png);
}

export async function buildCreative(
  anchor: string,
  inv: Inventory,
  camps: CampaignData,
  people: People,
): Promise<Creative> {
  const rng = rngFor('creative');
  const out: Creative = {
    files: [],
    unitRules: [],
    materials: [],
    artVersions: [],
    artDecisions: [],
    artComments: [],
    artRequests: [],
    colourProofs: [],
  };
  const clientId = people.clientIds[0]!;
  const providerUser = people.users.find((u) => u.providerId === DEMO_PROVIDER_ID)?.id ?? null;
  const unitById = new Map(inv.units.map((u) => [u.id as number, u]));
  const morning = (days: number, hour = 8) => at(anchor, days, hour, rng.int(0, 59));

  out.unitRules.push(
    {
      id: 1,
      providerId: DEMO_PROVIDER_ID,
      name: 'Compra por semanas',
      type: 'buy_time',
      mediaTypeId: 1,
      countryId: null,
      duration: 7,
      value: null,
      unitIds: [],
      active: true,
      createdAt: morning(-40),
      updatedAt: morning(-40),
    },
    {
      id: 2,
      providerId: DEMO_PROVIDER_ID,
      name: 'Vallas: mínimo 14 días',
      type: 'min_buy_time',
      mediaTypeId: 2,
      countryId: null,
      duration: 14,
      value: null,
      unitIds: [],
      active: true,
      createdAt: morning(-35),
      updatedAt: morning(-35),
    },
    {
      id: 3,
      providerId: DEMO_PROVIDER_ID,
      name: 'Recargo cara A',
      type: 'side_a',
      mediaTypeId: 2,
      countryId: null,
      duration: null,
      value: 15,
      unitIds: [],
      active: true,
      createdAt: morning(-30),
      updatedAt: morning(-30),
    },
  );
  const mats: [string, string, number][] = [
    ['Vinilo adhesivo', 'Vinilo blanco brillante para superficies lisas', 180],
    ['Lona front', 'Lona 13 oz para vallas y fachadas', 140],
    ['Papel backlight', 'Papel translúcido para cajas de luz', 210],
  ];
  mats.forEach(([name, description, price], i) =>
    out.materials.push({
      id: i + 1,
      providerId: DEMO_PROVIDER_ID,
      name,
      description,
      price,
      measureUnit: 'm2',
      createdAt: morning(-50 + i),
      updatedAt: morning(-50 + i),
    }),
  );

  const cartOf = (campaignId: number) =>
    camps.campaignUnits
      .filter((l) => l.campaignId === campaignId)
      .map((l) => unitById.get(l.unitId)!)
      .filter(Boolean);
  const chosen = camps.campaigns
    .filter(
      (c) =>
        c.clientId === clientId &&
        (c.status === 'contracted' || c.status === 'reserved') &&
        cartOf(c.id as number).some((u) => u.providerId === DEMO_PROVIDER_ID),
    )
    .slice(0, 2);

  const colours: [number, number, number][] = [
    [230, 57, 70],
    [29, 53, 87],
    [42, 157, 143],
    [244, 162, 97],
    [38, 70, 83],
  ];
  const addFile = async (name: string, days: number): Promise<number> => {
    const id = out.files.length + 1;
    const bytes = await artImage(320, 160, colours[(id - 1) % colours.length]!);
    out.files.push({
      id,
      ownerId: clientId,
      name,
      mime: 'image/png',
      size: bytes.byteLength,
      shared: false,
      data: bytes,
      createdAt: morning(days, 7),
    });
    return id;
  };
  const addVersion = (
    campaignId: number,
    mediaTypeId: number,
    number: number,
    status: 'in_review' | 'denied',
    fileIds: number[],
    days: number,
  ) => {
    const id = out.artVersions.length + 1;
    const t = morning(days, 7);
    out.artVersions.push({
      id,
      campaignId,
      mediaTypeId,
      number,
      status,
      fileIds,
      createdById: clientId,
      sentAt: morning(days, 8),
      createdAt: t,
      updatedAt: morning(days, 8),
    });
    out.artComments.push({
      id: out.artComments.length + 1,
      versionId: id,
      unitId: null,
      kind: 'comment',
      body: number === 1 ? 'Primera propuesta de arte.' : 'Ajustamos el logo según los comentarios.',
      userId: clientId,
      createdAt: t,
    });
    return id;
  };

  for (const [i, c] of chosen.entries()) {
    const campaignId = c.id as number;
    const mine = cartOf(campaignId).filter((u) => u.providerId === DEMO_PROVIDER_ID);
    const mediaTypeId = mine[0]!.mediaTypeId;
    const scope = cartOf(campaignId)
      .filter((u) => u.mediaTypeId === mediaTypeId)
      .toSorted((a, b) => (a.id as number) - (b.id as number));
    if (i === 0) {
      const v1 = addVersion(campaignId, mediaTypeId, 1, 'denied', [await addFile('arte-v1.png', -6)], -6);
      const denied = scope.find((u) => u.providerId === DEMO_PROVIDER_ID)!;
      for (const u of scope) {
        const isDenied = u.id === denied.id;
        const when = morning(-5, 10);
        const body = isDenied ? 'El logo queda cortado en el borde derecho.' : null;
        out.artDecisions.push({
          id: out.artDecisions.length + 1,
          versionId: v1,
          unitId: u.id as number,
          providerId: u.providerId,
          decision: isDenied ? 'denied' : 'accepted',
          comment: body,
          decidedById: u.providerId === DEMO_PROVIDER_ID ? providerUser : null,
          decidedAt: when,
        });
        if (body)
          out.artComments.push({
            id: out.artComments.length + 1,
            versionId: v1,
            unitId: u.id as number,
            kind: 'denied',
            body,
            userId: providerUser,
            createdAt: when,
          });
      }
      addVersion(
        campaignId,
        mediaTypeId,
        2,
        'in_review',
        [await addFile('arte-v2-frente.png', -2), await addFile('arte-v2-detalle.png', -2)],
        -2,
      );
      const proofFile = await addFile('prueba-color.png', -1);
      out.files[proofFile - 1]!.ownerId = providerUser;
      out.colourProofs.push({
        id: 1,
        campaignId,
        providerId: DEMO_PROVIDER_ID,
        mediaTypeId,
        materialId: 1,
        unitIds: mine.filter((u) => u.mediaTypeId === mediaTypeId).map((u) => u.id as number),
        status: 'pending',
        note: 'Prueba impresa en vinilo adhesivo.',
        comment: null,
        fileId: proofFile,
        uploadedById: providerUser,
        createdAt: morning(-1),
        updatedAt: morning(-1),
      });
    } else {
      addVersion(campaignId, mediaTypeId, 1, 'in_review', [await addFile('arte-campana.png', -3)], -3);
      const types = [...new Set(cartOf(campaignId).map((u) => u.mediaTypeId))].toSorted((a, b) => a - b);
      out.artRequests.push({
        id: 1,
        campaignId,
        createdById: clientId,
        status: 'requested',
        description: 'Diseño de arte para la campaña, con el logo nuevo.',
        mediaTypeIds: types,
        budget: ART_REQUEST_FEE * types.length,
        fileIds: [],
        createdAt: morning(-4),
        updatedAt: morning(-4),
      });
    }
  }
  return out;
}
