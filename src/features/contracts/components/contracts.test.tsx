/**
 * The contract screens on the device (issue 17): the list filters the mirrored contracts by status, customer and
 * seller, pending first; the detail works offline — approving and changing a unit's spots change the contract at
 * once (the line and the total repriced by the shared rules, after the 300 ms pause) and wait in the outbox; a
 * comment shows as not sent yet; a refused unit update shows the server's error object on that unit (§8).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Contract } from '#src/api/contract/contracts.ts';
import { quoteContract } from '#src/domain/contract-rules.ts';
import { createFakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { contractMutations } from '../mutations.ts';
import { ContractPage } from './contract-page.tsx';
import { ContractsPage } from './contracts-page.tsx';

function contract(id: number, status: Contract['status'], over: Partial<Contract> = {}): Contract {
  const lines = [
    {
      unit_id: 11,
      title: 'Valla Reforma',
      sku: 'MX-11',
      media_type: 'Vallas',
      city: 'CDMX',
      start_date: '2027-03-01',
      end_date: '2027-03-10',
      price: 100,
      print_price: 50,
      spots: 1,
    },
    {
      unit_id: 12,
      title: 'Pantalla Insurgentes',
      sku: 'MX-12',
      media_type: 'Pantallas',
      city: 'CDMX',
      start_date: '2027-03-01',
      end_date: '2027-03-10',
      price: 200,
      print_price: 0,
      spots: 2,
    },
  ];
  const quote = quoteContract(lines);
  const now = new Date().toISOString();
  return {
    id,
    campaign_id: 100 + id,
    name: `Campaña ${id}`,
    status,
    client_id: 5,
    client_name: 'Cliente Demo',
    owner_id: 8,
    owner_name: 'Vendedor Demo',
    reference: '',
    units_type: 'print',
    reason: '',
    renewed_from_id: null,
    start_date: '2027-03-01',
    end_date: '2027-03-10',
    total: quote.total,
    currency: 'MXN',
    units: quote.lines.map(({ total_minor: _m, ...l }) => l),
    comments: 0,
    orders: 0,
    approved_at: null,
    billed_at: null,
    cancelled_at: null,
    created_at: now,
    updated_at: now,
    ...over,
  };
}

describe('contract screens', () => {
  it('lists the contracts on the device, pending first, filtered by status and customer', async () => {
    const { user } = await renderScreen(() => <ContractsPage />, {
      online: false,
      seed: (db) =>
        db.contracts.bulkPut([
          contract(1, 'approved'),
          contract(2, 'pending', { client_id: 6, client_name: 'Agencia Sur' }),
          contract(3, 'billed'),
        ]),
      stubs: ['/dashboard/contracts/$id'],
    });
    const list = await screen.findByRole('list', { name: 'Contracts' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(within(list).getAllByRole('listitem')[0]!).getByText('Pending approval')).toBeTruthy();
    expect(within(list).getAllByText('MXN 5.050,00').length).toBe(3);
    expect(within(list).getAllByText('From 01/03/2027 to 10/03/2027').length).toBe(3);
    await user.selectOptions(screen.getByLabelText('Status'), 'billed');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.selectOptions(screen.getByLabelText('Customer'), '6');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText(/Agencia Sur/)).toBeTruthy();
  });

  it('approves and changes a unit’s spots offline: repriced at once, queued, pending until sent', async () => {
    const { engine } = await renderScreen(() => <ContractPage id={2} />, {
      online: false,
      mutations: contractMutations,
      permissions: ['browse_contracts', 'contracts.*'],
      seed: (db) => db.contracts.put(contract(2, 'pending')),
    });
    await screen.findByRole('heading', { name: 'Contract 2 · Campaña 2' });
    screen.getByRole('button', { name: 'Approve contract' }).click();
    await waitFor(() => expect(screen.getByTestId('contract-status').dataset.status).toBe('approved'));
    const spots = screen.getByLabelText('Spots of Valla Reforma');
    fireEvent.change(spots, { target: { value: '3' } });
    // 300 ms later the line is 100 × 10 × 3 + 50 × 3 = 3.150 and the contract 3.150 + 4.000
    await waitFor(() => expect(screen.getByTestId('unit-total-11').textContent).toBe('MXN 3.150,00'), {
      timeout: 3000,
    });
    expect(screen.getByText('MXN 7.150,00')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('unit-pending')).toHaveLength(1));
    const queued = await engine.db.outbox.orderBy('seq').toArray();
    expect(queued.map((e) => [e.name, e.args])).toEqual([
      ['contracts.apply', { contractId: 2, campaignId: 102, name: 'Campaña 2' }],
      [
        'contracts.updateUnitSpots',
        { contractId: 2, campaignId: 102, name: 'Campaña 2', unitId: 11, unitTitle: 'Valla Reforma', spots: 3 },
      ],
    ]);
  });

  it('shows a refused unit update’s error object on that unit, and a queued comment as not sent', async () => {
    const { user } = await renderScreen(() => <ContractPage id={2} />, {
      online: false,
      mutations: contractMutations,
      permissions: ['browse_contracts', 'contracts.*'],
      seed: async (db) => {
        await db.contracts.put(contract(2, 'approved'));
        await db.outbox.add({
          id: 'e-1',
          name: 'contracts.updateUnitSpots',
          args: {
            contractId: 2,
            campaignId: 102,
            name: 'Campaña 2',
            unitId: 12,
            unitTitle: 'Pantalla Insurgentes',
            spots: 9,
          },
          status: 'failed',
          attempts: 1,
          nextAttemptAt: 0,
          createdAt: Date.now(),
          blobIds: [],
          error: {
            status: 422,
            message: 'The data is not valid.',
            errors: { unit_12: ['Solo quedan 2 espacios libres el 05/03/2027.'] },
          },
        });
      },
    });
    const refused = await screen.findByTestId('unit-refused');
    expect(refused.textContent).toContain('Solo quedan 2 espacios libres el 05/03/2027.');
    expect(refused.closest('tr')?.dataset.unitId).toBe('12');
    await user.type(screen.getByLabelText('New comment'), 'Instalar el lunes');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    const pending = await screen.findByTestId('comment-pending');
    expect(pending.textContent).toContain('Instalar el lunes');
    expect(pending.dataset.state).toBe('waiting');
  });

  it('lets operations make the uninstallation jobs of ended contracts, written into the order-job mirror', async () => {
    const api = createFakeApi();
    api.on('contracts.uninstallOrderJobs', () => ({
      data: [
        {
          id: 501,
          campaign_id: 101,
          kind: 'uninstallation',
          status: 'pending',
          technician: null,
          scheduled_date: '2027-04-01',
          description: 'Desinstalación del contrato 1',
          reject_reason: null,
          finished_at: null,
          items: [],
          updated_at: new Date().toISOString(),
        },
      ],
      message: '1 uninstallation job made.',
    }));
    const { user, engine } = await renderScreen(() => <ContractsPage />, {
      api,
      permissions: ['browse_contracts', 'order_jobs.*'],
      seed: (db) => db.contracts.put(contract(1, 'billed')),
      stubs: ['/dashboard/contracts/$id'],
    });
    await user.click(await screen.findByRole('button', { name: 'Uninstall jobs for ended contracts' }));
    await waitFor(async () => expect(await engine.db.orderJobs.get(501)).toMatchObject({ kind: 'uninstallation' }));
    expect(api.callsTo('contracts.uninstallOrderJobs')).toHaveLength(1);
  });

  it('changes every unit’s period and the shown units’ price at once, and one unit’s period, offline', async () => {
    const { engine, user } = await renderScreen(() => <ContractPage id={2} />, {
      online: false,
      mutations: contractMutations,
      permissions: ['browse_contracts', 'contracts.*'],
      seed: (db) => db.contracts.put(contract(2, 'approved')),
    });
    const bulk = await screen.findByTestId('contract-bulk');
    fireEvent.change(within(bulk).getByLabelText('To'), { target: { value: '2027-03-05' } });
    await user.click(within(bulk).getByRole('button', { name: 'Same period for every unit' }));
    // 5 days: 100 × 5 + 50 = 550 and 200 × 5 × 2 = 2.000
    await waitFor(() => expect(screen.getByTestId('unit-total-12').textContent).toBe('MXN 2.000,00'));
    await user.type(within(bulk).getByLabelText(/^Price per day/), '10');
    await user.click(within(bulk).getByRole('button', { name: 'Price for the 2 units shown' }));
    await waitFor(() => expect(screen.getByTestId('unit-total-11').textContent).toBe('MXN 100,00'));
    await user.click(screen.getByRole('button', { name: 'Change the period of Valla Reforma' }));
    fireEvent.change(screen.getByLabelText('End of Valla Reforma'), { target: { value: '2027-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('unit-total-11').textContent).toBe('MXN 60,00'));
    const queued = await engine.db.outbox.orderBy('seq').toArray();
    expect(queued.map((e) => e.name)).toEqual([
      'contracts.updatePeriods',
      'contracts.updatePrices',
      'contracts.updateUnitPeriod',
    ]);
    expect(screen.getAllByTestId('unit-pending')).toHaveLength(2);
  });
});
