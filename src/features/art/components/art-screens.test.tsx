/**
 * The provider art manager and the client's colour proofs, rendered with a
 * sync engine over the fake art server: a denial needs a comment; decisions
 * taken offline show as pending until the server confirms; a decision the
 * server refuses (an approved proof is final) shows its reason; after a
 * reload with no connection, what was loaded before shows, saying when.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { offline, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { nextAccountId } from '#src/sync/testing/fixtures.ts';
import { makeProof } from '../testing/fake-art-server.ts';
import { renderArt } from '../testing/render-art.tsx';
import { ProviderArtPage } from './provider-art-page.tsx';
import { ColourProofsPage } from './colour-proofs.tsx';

const group = async (name: string) => screen.findByRole('group', { name });
const proofItem = async (name: string) => screen.findByRole('listitem', { name });

describe('provider art manager', () => {
  it('a denial needs a comment; offline it shows as pending; an acceptance shows once the server confirms', async () => {
    const { user, api, engine } = await renderArt(() => <ProviderArtPage id={7} />, {
      prepare: (a) => a.script('art.provider.deny', offline()),
    });
    const v1 = await group('Version 1 · Paradero Reforma');
    await user.click(within(v1).getByRole('button', { name: 'Deny' }));
    expect(await within(v1).findByText('Write why you deny this version.')).toBeTruthy();
    expect(await engine.db.outbox.count()).toBe(0);

    await user.type(within(v1).getByRole('textbox', { name: /Comment/ }), 'The logo is cut off');
    await user.click(within(v1).getByRole('button', { name: 'Deny' }));
    expect(await within(v1).findByText('Denied on this device: “The logo is cut off”')).toBeTruthy();
    expect(within(v1).getByText('Pending')).toBeTruthy();
    expect(within(v1).queryByRole('button', { name: 'Deny' })).toBeNull();
    await waitFor(() => expect(api.callsTo('art.provider.deny')).toHaveLength(1)); // sent, no answer: still pending
    expect(await engine.db.outbox.count()).toBe(1);

    // the queue is held by the waiting denial: an acceptance waits behind it, then both go through on reconnect
    const v2 = await group('Version 2 · Paradero Insurgentes');
    await user.click(within(v2).getByRole('button', { name: 'Accept' }));
    expect(await within(v2).findByText('Accepted on this device')).toBeTruthy();
    await engine.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await engine.drain();
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Version 2 · Paradero Insurgentes' })).getByText('Accepted'),
      ).toBeTruthy(),
    );
    expect(
      within(screen.getByRole('group', { name: 'Version 1 · Paradero Reforma' })).getByText('Denied'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Version 1 · Paradero Reforma' })).getByText('“The logo is cut off”'),
    ).toBeTruthy();
    expect(api.callsTo('art.provider.accept')).toHaveLength(1);
  });

  it('after a reload with no connection, shows the campaign as last loaded on this device, saying when', async () => {
    const accountId = nextAccountId();
    const first = await renderArt(() => <ProviderArtPage id={7} />, { accountId });
    await group('Version 1 · Paradero Reforma');
    await waitFor(async () => expect(await first.engine.db.serverReads.count()).toBeGreaterThan(0));
    first.close();

    const offlineReads = (a: FakeApi) => {
      for (const name of ['art.provider.campaign', 'art.provider.comments'])
        a.script(name, ...Array.from({ length: 5 }, () => offline()));
    };
    const again = await renderArt(() => <ProviderArtPage id={7} />, { accountId, prepare: offlineReads });
    const v1 = await group('Version 1 · Paradero Reforma');
    expect(within(v1).getByRole('button', { name: 'Deny' })).toBeTruthy();
    expect(
      (await screen.findAllByText(/^No connection: showing .+ as loaded on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\./)).length,
    ).toBeGreaterThan(0);
    expect(again.api.callsTo('art.provider.campaign').length).toBeGreaterThan(0);
  });

  it('a campaign never loaded on this device says it needs a connection', async () => {
    await renderArt(() => <ProviderArtPage id={7} />, {
      prepare: (a) => a.script('art.provider.campaign', ...Array.from({ length: 5 }, () => offline())),
    });
    expect(
      (
        await screen.findAllByText(
          /^Showing the campaign's artwork needs a connection; it is not kept on this device\./,
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('group', { name: 'Version 1 · Paradero Reforma' })).toBeNull();
  });

  it('shows the zip download online and the colour-proof upload with a labelled file input', async () => {
    await renderArt(() => <ProviderArtPage id={7} />);
    expect(await screen.findByRole('link', { name: 'Download artwork (zip)' })).toHaveProperty(
      'href',
      expect.stringContaining('/api/provider/art_manager/campaigns/7/zip'),
    );
    expect(screen.getByLabelText('Colour proof file')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload colour proof' })).toBeTruthy();
  });

  it('a colour proof names its print material and the units it covers; the server gets them', async () => {
    let sent: Record<string, unknown> | undefined;
    const { user, api, engine } = await renderArt(() => <ProviderArtPage id={7} />, {
      permissions: ['art.provider.*', 'color_proofs.provider.*', 'materials.*'],
      prepare: (a) => {
        a.on('materials.list', () => ({
          data: [
            {
              id: 3,
              provider_id: 5,
              name: 'Vinil mate',
              description: '',
              price: 120,
              currency: 'MXN',
              measure_unit: 'm2',
              updated_at: '2026-11-20T12:00:00.000Z',
            },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 },
        }));
      },
    });
    api.on('colourProofs.upload', (input) => {
      sent = input.body;
      return { data: makeProof(9) };
    });
    const form = await screen.findByTestId('proof-upload');
    await user.selectOptions(await within(form).findByRole('combobox', { name: 'Print material' }), 'Vinil mate');
    await user.click(within(form).getByRole('checkbox', { name: 'Paradero Insurgentes' }));
    await user.upload(
      within(form).getByLabelText('Colour proof file'),
      new File(['png'], 'prueba.png', { type: 'image/png' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Upload colour proof' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ material_id: 3, unit_ids: '12' });
    await waitFor(async () => expect(await engine.db.outbox.count()).toBe(0));
  });
});

/** A client account; the server holds two pending proofs (new objects per test: the fake server changes them). */
const client = () => ({ permissions: ['color_proofs.client.*'], start: { proofs: [makeProof(1), makeProof(2)] } });

describe('client colour proofs', () => {
  it('approve offline shows pending; reject needs a comment and shows the result once confirmed', async () => {
    const { user, api, engine } = await renderArt(() => <ColourProofsPage />, {
      ...client(),
      prepare: (a) => a.script('colourProofs.decide', offline()),
    });
    const p1 = await proofItem('Colour proof 1 · Verano 2026');
    await user.click(within(p1).getByRole('button', { name: 'Approve' }));
    expect(await within(p1).findByText('Approved on this device')).toBeTruthy();
    expect(within(p1).getByText('Pending')).toBeTruthy();
    expect(within(p1).queryByRole('button', { name: 'Approve' })).toBeNull();

    const p2 = await proofItem('Colour proof 2 · Verano 2026');
    await user.click(within(p2).getByRole('button', { name: 'Reject' }));
    expect(await within(p2).findByText('Write why you reject this proof.')).toBeTruthy();
    await user.type(within(p2).getByRole('textbox', { name: /Comment/ }), 'Too dark');
    await user.click(within(p2).getByRole('button', { name: 'Reject' }));
    expect(await within(p2).findByText('Rejected on this device: “Too dark”')).toBeTruthy();

    await engine.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await engine.drain();
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Colour proof 1 · Verano 2026' }).getAttribute('data-status')).toBe(
        'approved',
      ),
    );
    expect(screen.getByRole('listitem', { name: 'Colour proof 2 · Verano 2026' }).getAttribute('data-status')).toBe(
      'rejected',
    );
    expect(screen.getByText("Client's comment: Too dark")).toBeTruthy();
    expect(api.callsTo('colourProofs.decide').map((c) => c.input.body?.status)).toEqual([
      'approved',
      'approved',
      'rejected',
    ]);
  });

  it("a proof approved meanwhile is final: a rejection shows the server's reason", async () => {
    const { user, server } = await renderArt(() => <ColourProofsPage />, client());
    const p1 = await proofItem('Colour proof 1 · Verano 2026');
    server.proofs[0]!.status = 'approved'; // approved from another device after this list was read
    await user.type(within(p1).getByRole('textbox', { name: /Comment/ }), 'Too dark');
    await user.click(within(p1).getByRole('button', { name: 'Reject' }));
    expect(await within(p1).findByText('This colour proof was already approved: it is final.')).toBeTruthy();
    expect(within(p1).getByText('Refused')).toBeTruthy();
  });
});
