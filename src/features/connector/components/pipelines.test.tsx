/**
 * The pipelines screen (fake API, fake IndexedDB): the list shows each pipeline's last run; a sync started from a
 * pipeline's panel is followed by reading the pipeline every second until it is over, showing the counts, the
 * refused rows with their reasons, the log (a polite live region) and the final status; a start refused because a
 * run is going on says so and follows it; a dots pipeline sends to dots; offline, running needs a connection.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ConnectionPipeline } from '#src/api/contract/integrations.ts';
import { createFakeApi, httpError, offline, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { connection, OPTIONS, pageOf, pipeline, run, specification } from '../testing/fixtures.ts';
import { PipelinesPage } from './pipelines-page.tsx';

const LOG = [
  { at: '2027-03-01T10:00:00.000Z', text: 'Sync of “Billboards” started.' },
  { at: '2027-03-01T10:00:01.000Z', text: '500 rows read.' },
];
const FINISHED = run({
  status: 'finished',
  rows_read: 1000,
  rows_written: 998,
  rows_refused: 2,
  refused: [
    { row: 4, errors: { price: ['must be a number'] } },
    { row: 9, errors: { lat: ['is required'], sku: ['is taken'] } },
  ],
  log: [...LOG, { at: '2027-03-01T10:00:02.000Z', text: '1,000 rows read: 998 written, 2 refused.' }],
  finished_at: '2027-03-01T10:00:02.000Z',
});

/** Answers the lists; the pipeline's reads follow `states` (the last one repeats). */
function answer(api: FakeApi, states: ConnectionPipeline[]) {
  api.on('connectionPipelines.list', () => pageOf([states[0]!]));
  api.on('connections.list', () => pageOf([connection(1, { name: 'Units file' })]));
  api.on('dataSpecifications.list', () => pageOf([specification(2, { name: 'Billboards CSV' })]));
  api.on('connectionPipelines.types', () => ({ data: OPTIONS['connectionPipelines.types'] }));
  let read = 0;
  api.on('connectionPipelines.show', () => ({ data: states[Math.min(read++, states.length - 1)] }));
}

describe('pipelines', () => {
  it('runs a sync and follows it to the end: counts, refused rows, log and status', async () => {
    const api = createFakeApi();
    const idle = pipeline(5, { name: 'Billboards', last_run: run({ status: 'failed', log: [] }) });
    answer(api, [
      idle,
      { ...idle, last_run: run({ rows_read: 500, rows_written: 499, rows_refused: 1, log: LOG }) },
      { ...idle, last_run: run({ rows_read: 800, rows_written: 798, rows_refused: 2, log: LOG }) },
      { ...idle, last_run: FINISHED },
    ]);
    api.on('connectionPipelines.sync', () => ({ data: run({ dry_run: true }), message: 'Sync started.' }));
    const { user } = await renderScreen(() => <PipelinesPage open={5} />, { api });
    const list = await screen.findByRole('table', { name: 'Pipelines' });
    expect(within(list).getAllByRole('row')[1]!.textContent).toContain('Units file');
    expect(within(list).getAllByRole('row')[1]!.textContent).toContain('Failed: 0 read, 0 written, 0 refused');

    const panel = await screen.findByRole('region', { name: 'Billboards' });
    await user.click(within(panel).getByLabelText(/^Dry run/));
    await user.type(within(panel).getByLabelText(/^Stop after/), '1000');
    await user.click(within(panel).getByRole('button', { name: 'Run sync' }));
    expect(await within(panel).findByText('Sync started.')).toBeTruthy();
    expect(api.callsTo('connectionPipelines.sync')[0]!.input).toEqual({
      params: { id: 5 },
      query: { dry_run: true, limit: 1000 },
    });
    await waitFor(() => expect(within(panel).getByTestId('run-status').textContent).toBe('Running'));
    expect((within(panel).getByRole('button', { name: 'Run sync' }) as HTMLButtonElement).disabled).toBe(true);
    const log = within(panel).getByRole('log', { name: 'Sync log' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.textContent).toContain('500 rows read.');

    await waitFor(() => expect(within(panel).getByTestId('run-status').textContent).toBe('Finished'), {
      timeout: 5000,
    });
    expect(within(panel).getByTestId('run-counts').textContent).toBe('1,000 rows read, 998 written, 2 refused.');
    const bar = within(panel).getByRole('progressbar', { name: 'Sync progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1000');
    const refused = within(within(panel).getByRole('table', { name: 'Refused rows' })).getAllByRole('row');
    expect(refused.slice(1).map((r) => r.textContent)).toEqual([
      '4price: must be a number',
      '9lat: is required; sku: is taken',
    ]);
    expect(log.textContent).toContain('1,000 rows read: 998 written, 2 refused.');
    const reads = api.callsTo('connectionPipelines.show').length;
    await new Promise((r) => setTimeout(r, 1300));
    expect(api.callsTo('connectionPipelines.show')).toHaveLength(reads);
  }, 20_000);

  it('a start refused because a run is going on says so and follows that run to its failure', async () => {
    const api = createFakeApi();
    const idle = pipeline(5, { name: 'Billboards' });
    const failed = run({
      status: 'failed',
      rows_read: 10,
      log: [...LOG, { at: '2027-03-01T10:00:03.000Z', text: 'Failed: the connection was refused.' }],
      finished_at: '2027-03-01T10:00:03.000Z',
    });
    answer(api, [idle, { ...idle, last_run: run({ rows_read: 5, log: LOG }) }, { ...idle, last_run: failed }]);
    api.script('connectionPipelines.sync', httpError(409, 'A sync of this pipeline is already running.'));
    const { user } = await renderScreen(() => <PipelinesPage open={5} />, { api });
    const panel = await screen.findByRole('region', { name: 'Billboards' });
    expect(panel.textContent).toContain('This pipeline has not run yet.');
    await user.click(within(panel).getByRole('button', { name: 'Run sync' }));
    const said = await within(panel).findByText('A sync of this pipeline is already running.');
    expect(said.getAttribute('role')).toBe('status');
    await waitFor(() => expect(within(panel).getByTestId('run-status').textContent).toBe('Failed'), {
      timeout: 5000,
    });
    expect(within(panel).getByRole('alert').textContent).toBe('The run failed: Failed: the connection was refused.');
  }, 20_000);

  it('sends a dots pipeline to dots', async () => {
    const api = createFakeApi();
    const dots = pipeline(6, { name: 'Dots', type: 'dots_units', data_specification_id: null });
    answer(api, [dots]);
    api.on('connectionPipelines.sendToDots', () => ({
      data: run({ pipeline_id: 6, status: 'finished', finished_at: '2027-03-01T10:00:03.000Z' }),
      message: 'Sync finished.',
    }));
    const { user } = await renderScreen(() => <PipelinesPage open={6} />, { api });
    const panel = await screen.findByRole('region', { name: 'Dots' });
    expect(within(panel).queryByRole('button', { name: 'Run sync' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Send to dots' }));
    expect(await within(panel).findByText('Sync finished.')).toBeTruthy();
    expect(api.callsTo('connectionPipelines.sendToDots')[0]!.input).toEqual({ params: { id: 6 }, body: {} });
  });

  it('offline, says running and changing need a connection', async () => {
    const api = createFakeApi();
    for (const name of ['connectionPipelines.list', 'connections.list', 'dataSpecifications.list'])
      api.script(name, ...Array.from({ length: 5 }, () => offline()));
    api.script('connectionPipelines.show', ...Array.from({ length: 5 }, () => offline()));
    await renderScreen(() => <PipelinesPage open={5} />, { api, online: false });
    expect(screen.getByTestId('connector-offline').textContent).toContain(
      'creating, editing, deleting and running need a connection',
    );
    expect((screen.getByRole('button', { name: 'New pipeline' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      (await screen.findAllByText(/^Showing the pipelines needs a connection; it is not kept on this device\./)).length,
    ).toBe(1);
    expect(await screen.findByText(/^Showing the pipeline needs a connection/)).toBeTruthy();
  });
});
