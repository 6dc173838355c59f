/**
 * Creative-approval mutations through the real engine (fake transport,
 * fake-indexeddb): a provider's offline decisions and colour-proof upload go
 * out once each, in order, on reconnect; a refused decision keeps the
 * server's message; a client's two offline artwork files go out before the
 * send-to-review queued after them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

// Node's Blob survives structuredClone (fake-indexeddb); happy-dom's does not. Must run before the contract captures Blob.
await vi.hoisted(async () => (await import('#src/sync/testing/node-blobs.ts')).installNodeBlobs());

import type { SyncEngine } from '#src/sync/index.ts';
import { createFakeApi, httpError, offline } from '#src/sync/testing/fake-api.ts';
import { fakeClock, nextAccountId, testEngine } from '#src/sync/testing/fixtures.ts';
import {
  acceptVersion,
  artMutations,
  decideColourProof,
  denyVersion,
  sendToReview,
  uploadArtwork,
  uploadColourProof,
} from './mutations.ts';
import { makeProof, makeVersion, serveArt } from './testing/fake-art-server.ts';
import { toPendingAction } from '#src/sync/pending.ts';

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) {
    e.stop();
    e.db.close();
  }
});

function setup(start?: Parameters<typeof serveArt>[1]) {
  const api = createFakeApi();
  const server = serveArt(api, start);
  const { engine } = testEngine({
    accountId: nextAccountId(),
    api,
    clock: fakeClock(),
    mutations: artMutations,
    permissions: ['art.provider.*', 'art.client.*'],
  });
  engines.push(engine);
  return { api, server, engine, db: engine.db };
}

const file = (name: string, type = 'application/pdf') => new File([new Uint8Array([1, 2, 3, 4])], name, { type });
const DECISION_CALLS = new Set(['art.provider.accept', 'art.provider.deny', 'colourProofs.upload']);

describe('art mutations', () => {
  it('a provider offline denies one version with a comment, accepts another and uploads a colour proof: on reconnect each goes out once, in order', async () => {
    const { api, server, engine, db } = setup();
    api.script('art.provider.deny', offline()); // the first send finds no network: everything waits, in order
    await engine.enqueue(denyVersion, {
      campaignId: 7,
      versionId: 1,
      versionNumber: 1,
      unitId: 11,
      unitTitle: 'Paradero Reforma',
      comment: '  The logo is cut off  ',
    });
    await engine.enqueue(acceptVersion, {
      campaignId: 7,
      versionId: 2,
      versionNumber: 2,
      unitId: 12,
      unitTitle: 'Paradero Insurgentes',
    });
    await engine.enqueue(
      uploadColourProof,
      { campaignId: 7, campaignName: 'Verano 2026', file: 'file', fileName: 'proof.jpg', note: 'Matte' },
      { blobs: { file: file('proof.jpg', 'image/jpeg') } },
    );
    await engine.drain();
    expect(await db.outbox.where('status').equals('pending').count()).toBe(3);
    expect(server.versions[0]!.decisions).toEqual([]);
    expect(server.proofs).toEqual([]);

    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    expect(await engine.drain()).toMatchObject({ outcome: 'drained', sent: 3 });
    const sent = api.calls.filter((c) => DECISION_CALLS.has(c.endpoint));
    // the lost first attempt, then each once, in the order taken
    expect(sent.map((c) => c.endpoint)).toEqual([
      'art.provider.deny',
      'art.provider.deny',
      'art.provider.accept',
      'colourProofs.upload',
    ]);
    expect([...api.executions.values()]).toEqual([1, 1, 1]);
    expect(sent[1]!.input).toMatchObject({
      params: { id: 7, idV: 1 },
      body: { unit_id: 11, comment: 'The logo is cut off' },
    });
    expect(sent[2]!.input).toMatchObject({ params: { id: 7, idV: 2 }, body: { unit_id: 12 } });
    expect(sent[3]!.input.body).toMatchObject({ note: 'Matte' });
    expect(sent[3]!.input.body!.file).toBeInstanceOf(Blob);
    expect(server.versions[0]!.decisions).toMatchObject([
      { unit_id: 11, decision: 'denied', comment: 'The logo is cut off' },
    ]);
    expect(server.versions[1]!.decisions).toMatchObject([{ unit_id: 12, decision: 'accepted' }]);
    expect(server.proofs).toHaveLength(1);
    expect(server.proofs[0]!.file.name).toBe('proof.jpg');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.blobs.count()).toBe(0);
  });

  it("a decision refused by the server (already decided: 409) keeps the server's message and is shown as refused", async () => {
    const decided = makeVersion(1, 1, {
      pending_unit_ids: [12],
      decisions: [
        {
          unit_id: 11,
          unit_title: 'Paradero Reforma',
          provider_id: 5,
          decision: 'accepted',
          comment: null,
          decided_by: null,
          decided_at: '2026-11-19T10:00:00.000Z',
        },
      ],
    });
    const { engine, db, server } = setup({ versions: [decided] });
    await engine.enqueue(denyVersion, {
      campaignId: 7,
      versionId: 1,
      versionNumber: 1,
      unitId: 11,
      unitTitle: 'Paradero Reforma',
      comment: 'Too dark',
    });
    await engine.drain();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      name: 'art.provider.deny',
      error: { status: 409, message: 'Version 1 was already decided for this unit.' },
    });
    expect(toPendingAction(entry!)).toMatchObject({
      state: 'refused',
      message: 'Version 1 was already decided for this unit.',
    });
    expect(server.versions[0]!.decisions).toHaveLength(1);
  });

  it("a decision refused with 403 (another provider's unit) is failed with the server's message; the next one goes through", async () => {
    const { api, engine, db, server } = setup();
    api.script('art.provider.deny', httpError(403, 'This unit is not yours.'));
    await engine.enqueue(denyVersion, {
      campaignId: 7,
      versionId: 1,
      versionNumber: 1,
      unitId: 11,
      unitTitle: 'Paradero Reforma',
      comment: 'Too dark',
    });
    await engine.enqueue(acceptVersion, {
      campaignId: 7,
      versionId: 1,
      versionNumber: 1,
      unitId: 12,
      unitTitle: 'Paradero Insurgentes',
    });
    await engine.drain();
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      name: 'art.provider.deny',
      status: 'failed',
      error: { status: 403, message: 'This unit is not yours.' },
    });
    expect(server.versions[0]!.decisions).toMatchObject([{ unit_id: 12, decision: 'accepted' }]);
  });

  it('a denial without a comment is refused before anything is stored', async () => {
    const { engine, db } = setup();
    await expect(
      engine.enqueue(denyVersion, {
        campaignId: 7,
        versionId: 1,
        versionNumber: 1,
        unitId: 11,
        unitTitle: 'Paradero Reforma',
        comment: '   ',
      }),
    ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });

  it('two artwork files uploaded offline, then send to review: the files go first, the version is in review with both', async () => {
    const { api, engine, db, server } = setup({
      versions: [makeVersion(1, 1, { status: 'denied', pending_unit_ids: [] })],
    });
    api.script('art.client.addArt', offline());
    for (const name of ['front.pdf', 'back.pdf']) {
      await engine.enqueue(
        uploadArtwork,
        { campaignId: 7, mediaTypeId: 3, mediaTypeName: 'Paraderos', file: 'file', fileName: name },
        { blobs: { file: file(name) } },
      );
    }
    await engine.enqueue(sendToReview, { campaignId: 7, mediaTypeId: 3, mediaTypeName: 'Paraderos' });
    await engine.drain();
    expect(await db.blobs.count()).toBe(2);
    expect(api.callsTo('art.client.sendToReview')).toHaveLength(0);

    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    expect(await engine.drain()).toMatchObject({ outcome: 'drained', sent: 3 });
    expect(api.calls.filter((c) => c.endpoint.startsWith('art.client.')).map((c) => c.endpoint)).toEqual([
      'art.client.addArt',
      'art.client.addArt',
      'art.client.addArt',
      'art.client.sendToReview',
    ]);
    const v2 = server.versions[1]!;
    expect(v2).toMatchObject({ number: 2, status: 'in_review' });
    expect(v2.files.map((f) => f.name)).toEqual(['front.pdf', 'back.pdf']);
    expect(await db.blobs.count()).toBe(0);
  });

  it("send to review with no files is refused with the server's reason", async () => {
    const { engine, db } = setup({
      versions: [makeVersion(1, 1, { status: 'draft', files: [], pending_unit_ids: [] })],
    });
    await engine.enqueue(sendToReview, { campaignId: 7, mediaTypeId: 3, mediaTypeName: 'Paraderos' });
    await engine.drain();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ error: { status: 409, message: 'The version has no files.' } });
    expect(toPendingAction(entry!).state).toBe('refused');
  });

  it("an approved colour proof is final: a second decision is refused with the server's reason", async () => {
    const { engine, db, server } = setup({ proofs: [makeProof(1)] });
    await engine.enqueue(decideColourProof, { proofId: 1, campaignName: 'Verano 2026', status: 'approved' });
    await engine.enqueue(decideColourProof, {
      proofId: 1,
      campaignName: 'Verano 2026',
      status: 'rejected',
      comment: 'Colours are off',
    });
    await engine.drain();
    expect(server.proofs[0]!.status).toBe('approved');
    const entries = await db.outbox.toArray();
    expect(entries).toMatchObject([
      {
        name: 'colourProofs.decide',
        args: { status: 'rejected' },
        error: { status: 409, message: 'This colour proof was already approved: it is final.' },
      },
    ]);
    expect(toPendingAction(entries[0]!).state).toBe('refused');
  });

  it('a colour-proof rejection without a comment is refused before anything is stored', async () => {
    const { engine, db } = setup({ proofs: [makeProof(1)] });
    await expect(
      engine.enqueue(decideColourProof, { proofId: 1, campaignName: 'Verano 2026', status: 'rejected', comment: ' ' }),
    ).rejects.toThrow(/comment/i);
    expect(await db.outbox.count()).toBe(0);
  });

  it('entries queued by an earlier version under the former names are still sent, as the action their name says', async () => {
    const { api, engine, db, server } = setup({ proofs: [makeProof(1)] });
    await db.outbox.add({
      id: crypto.randomUUID(),
      name: 'colourProof.reject',
      args: { proofId: 1, campaignName: 'Verano 2026', comment: 'Colours are off' },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 1,
      blobIds: [],
    });
    expect(await engine.drain()).toMatchObject({ outcome: 'drained', sent: 1 });
    expect(api.callsTo('colourProofs.decide').map((c) => c.input.body)).toEqual([
      { status: 'rejected', comment: 'Colours are off' },
    ]);
    expect(server.proofs[0]!.status).toBe('rejected');
  });

  it('every mutation is named after its endpoint and describes itself in both languages, under a former name too', () => {
    const { engine } = setup();
    const d = engine.describe({
      name: 'art.denyVersion',
      args: { campaignId: 7, versionId: 1, versionNumber: 1, unitId: 11, unitTitle: 'Paradero Reforma', comment: 'x' },
    });
    expect(d).toEqual({ es: 'Rechazar la versión 1 para Paradero Reforma', en: 'Deny version 1 for Paradero Reforma' });
    expect(new Set(artMutations.map((m) => m.name)).size).toBe(artMutations.length);
    expect(denyVersion.name).toBe('art.provider.deny');
    expect(decideColourProof.name).toBe('colourProofs.decide');
  });
});
