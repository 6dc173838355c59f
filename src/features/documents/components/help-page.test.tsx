/**
 * The help screen (product.md §2 "help"; GET /faq): the questions as an accessible accordion (a button per
 * question with aria-expanded, its answer a region hidden while closed, arrows move between questions); offline,
 * the kept answer shows, saying from when.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { FaqEntry } from '#src/api/contract/documents.ts';
import { createFakeApi, offline } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { HelpPage } from './help-page.tsx';

const entries: FaqEntry[] = [
  { id: 2, question: 'What is a booking?', answer: 'A booking holds a proposal’s units.', position: 2 },
  { id: 1, question: 'How do I create a campaign?', answer: 'From Home, choose "New campaign".', position: 1 },
];

describe('help', () => {
  it('shows the questions in order as an accordion that opens and closes with the keyboard', async () => {
    const api = createFakeApi();
    api.on('documents.faq', () => ({ data: entries }));
    const { user } = await renderScreen(() => <HelpPage />, { api });
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    const first = await screen.findByRole('button', { name: 'How do I create a campaign?' });
    const second = screen.getByRole('button', { name: 'What is a booking?' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'How do I create a campaign?+',
      'What is a booking?+',
    ]);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'How do I create a campaign?' })).toBeNull();
    first.focus();
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: 'How do I create a campaign?' });
    expect(answer.id).toBe(first.getAttribute('aria-controls'));
    expect(answer.textContent).toBe('From Home, choose "New campaign".');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    await user.keyboard(' ');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('offline: the questions last loaded show, saying from when', async () => {
    const api = createFakeApi();
    api.on('documents.faq', () => ({ data: entries }));
    const accountId = `help-offline-${Date.now()}`;
    const first = await renderScreen(() => <HelpPage />, { api, accountId });
    await screen.findByRole('button', { name: 'What is a booking?' });
    await waitFor(async () => expect(await first.engine.db.serverReads.count()).toBeGreaterThan(0));
    first.close();
    const down = createFakeApi();
    down.script('documents.faq', ...Array.from({ length: 4 }, () => offline()));
    await renderScreen(() => <HelpPage />, { api: down, accountId, online: false });
    expect(await screen.findByRole('button', { name: 'What is a booking?' })).toBeTruthy();
    expect((await screen.findByTestId('stored-read')).textContent).toMatch(
      /^No connection: showing the questions as loaded on /,
    );
  });

  it('never read and offline: says reading needs a connection', async () => {
    const api = createFakeApi();
    api.script('documents.faq', offline());
    await renderScreen(() => <HelpPage />, { api, online: false });
    expect(await screen.findByText(/Showing the questions needs a connection/)).toBeTruthy();
  });
});
