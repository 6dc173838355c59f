/**
 * A workgroup member's page on a fake API (product.md §2 "workgroup … members/{id?}"; docs/customers-workgroups.md
 * "Assigning customers to a member takes only the workgroup's customers, once each, and names the others as
 * refused"): the member's facts and customers; an admin assigns clients chosen among the workgroup's and sees the
 * refused ones by name; a plain member has no assignment; without an id, the members list.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createFakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { BETO, CARLA, pageOf, serveWorkgroup } from '../testing/fixtures.ts';
import { MemberPage } from './member-page.tsx';

const stubs = ['/dashboard/workgroup', '/dashboard/workgroup/members/$id'];

describe('workgroup member page', () => {
  it("shows the member and its customers; an admin assigns clients and sees the server's refused ones", async () => {
    const api = createFakeApi();
    serveWorkgroup(api, 'admin');
    api.on('workgroupMembers.show', (input) => {
      expect(input.params).toEqual({ workgroup: 7, member: 2 });
      return { data: BETO };
    });
    api.on('workgroupMembers.customers', () => pageOf([CARLA]));
    api.on('workgroupMembers.assignCustomers', (input) => {
      expect(input.params).toEqual({ id: 7 });
      expect(input.body).toEqual({ member_id: 2, customer_ids: [31, 32] });
      return { data: { assigned: [31], refused: [32] }, message: '1 customer assigned.' };
    });
    const { user } = await renderScreen(() => <MemberPage id={2} />, { api, permissions: ['workgroup.*'], stubs });

    expect(await screen.findByRole('heading', { level: 2, name: 'Beto Ruiz' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Workgroup member']);
    expect(screen.getByTestId('member-facts').textContent).toContain('Edit its customers');
    const customers = await screen.findByRole('table', { name: 'Customers of the member' });
    expect(within(customers).getByText('Carla Soto')).toBeTruthy();

    // Carla is Beto's already: only Dora and Eli are offered
    const assign = screen.getByRole('region', { name: 'Assign customers' });
    expect(await within(assign).findByLabelText('Dora Luna')).toBeTruthy();
    expect(within(assign).queryByLabelText(/Carla Soto/)).toBeNull();
    await user.click(within(assign).getByLabelText('Dora Luna'));
    await user.click(within(assign).getByLabelText('Eli Mora (now Ana Pérez)'));
    await user.click(within(assign).getByRole('button', { name: 'Assign the chosen customers' }));
    const outcome = await within(assign).findByTestId('assign-outcome');
    expect(outcome.textContent).toContain('1 customer assigned.');
    expect(outcome.textContent).toContain('Refused (not clients of this workgroup): Eli Mora');
  });

  it('a plain member reads the member without assigning', async () => {
    const api = createFakeApi();
    serveWorkgroup(api, 'member');
    api.on('workgroupMembers.show', () => ({ data: BETO }));
    api.on('workgroupMembers.customers', () => pageOf([CARLA]));
    await renderScreen(() => <MemberPage id={2} />, { api, permissions: ['workgroup.*'], stubs });
    await screen.findByRole('table', { name: 'Customers of the member' });
    expect(screen.queryByRole('region', { name: 'Assign customers' })).toBeNull();
  });

  it('without an id lists the members of the chosen workgroup', async () => {
    const api = createFakeApi();
    serveWorkgroup(api, 'admin');
    await renderScreen(() => <MemberPage />, { api, permissions: ['workgroup.*'], stubs });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Workgroup members');
    const members = await screen.findByRole('table', { name: 'Members' });
    expect(within(members).getByRole('link', { name: 'Beto Ruiz' }).getAttribute('href')).toBe(
      '/dashboard/workgroup/members/2',
    );
  });
});
