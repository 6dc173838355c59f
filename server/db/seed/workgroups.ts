/**
 * Demo workgroups and workspaces (issue 19; docs/customers-workgroups.md; product.md §1 "Workgroup members: belong
 * to workgroups and workspaces, each with assigned customers", §3 "workgroup with members and clients; workspace").
 *
 * - workgroup 1, "Equipo Colibrí", owned by the demo agency: admin the agency; members the two generated sellers
 *   (the first with `customers.edit` and `campaigns.manage`); clients the agency's clients (the first
 *   `AGENCY_CLIENT_COUNT` generated clients), each assigned to a member;
 * - workgroup 2, "Equipo Norte", owned by the demo seller: admin the demo seller; member the second generated
 *   seller (with `prices.change`); clients the next two generated clients, assigned to it;
 * - one workspace per workgroup (ids 1, 2), each with one member and one client of its workgroup.
 * Deterministic: no randomness, ids explicit from 1.
 */
import type {
  workgroupClients,
  workgroupMembers,
  workgroups,
  workspaceClients,
  workspaceMembers,
  workspaces,
} from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { AGENCY_CLIENT_COUNT } from './agencies.ts';
import { at } from './helpers.ts';

export interface WorkgroupRows {
  workgroups: (typeof workgroups.$inferInsert)[];
  workgroupMembers: (typeof workgroupMembers.$inferInsert)[];
  workgroupClients: (typeof workgroupClients.$inferInsert)[];
  workspaces: (typeof workspaces.$inferInsert)[];
  workspaceMembers: (typeof workspaceMembers.$inferInsert)[];
  workspaceClients: (typeof workspaceClients.$inferInsert)[];
}

/**
 * The rows (module doc).
 * @param anchor the demo's today (YYYY-MM-DD)
 * @param people.users the seeded users (id and email), to find the demo agency
 * @param people.sellerIds sellers, the demo seller first (people.ts); three expected
 * @param people.clientIds the campaign owners, the demo client first; 1 + AGENCY_CLIENT_COUNT + 2 expected
 * @throws Error when the demo agency, a seller or a client is missing
 */
export function workgroupRows(
  anchor: string,
  people: {
    users: readonly { id?: number; email: string }[];
    sellerIds: readonly number[];
    clientIds: readonly number[];
  },
): WorkgroupRows {
  const agencyEmail = DEMO_ACCOUNTS.find((a) => a.role === 'agency')?.email;
  const agencyId = people.users.find((u) => u.email === agencyEmail)?.id;
  if (agencyId === undefined) throw new Error('seed: no demo agency for the workgroups');
  const [demoSeller, first, second] = people.sellerIds;
  if (demoSeller === undefined || first === undefined || second === undefined)
    throw new Error('seed: three sellers expected for the workgroups');
  const generated = people.clientIds.slice(1);
  const agencyClients = generated.slice(0, AGENCY_CLIENT_COUNT);
  const sellerClients = generated.slice(AGENCY_CLIENT_COUNT, AGENCY_CLIENT_COUNT + 2);
  if (agencyClients.length < AGENCY_CLIENT_COUNT || sellerClients.length < 2)
    throw new Error('seed: not enough clients for the workgroups');
  const when = (days: number) => at(anchor, days, 10, 0);

  const agencyMembers = [first, second];
  return {
    workgroups: [
      { id: 1, name: 'Equipo Colibrí', ownerId: agencyId, createdAt: when(-120), updatedAt: when(-120) },
      { id: 2, name: 'Equipo Norte', ownerId: demoSeller, createdAt: when(-90), updatedAt: when(-90) },
    ],
    workgroupMembers: [
      { workgroupId: 1, userId: agencyId, role: 'admin', permissions: [], joinedAt: when(-120) },
      {
        workgroupId: 1,
        userId: first,
        role: 'member',
        permissions: ['customers.edit', 'campaigns.manage'],
        joinedAt: when(-110),
      },
      { workgroupId: 1, userId: second, role: 'member', permissions: [], joinedAt: when(-100) },
      { workgroupId: 2, userId: demoSeller, role: 'admin', permissions: [], joinedAt: when(-90) },
      { workgroupId: 2, userId: second, role: 'member', permissions: ['prices.change'], joinedAt: when(-80) },
    ],
    workgroupClients: [
      ...agencyClients.map((customerId, i) => ({
        workgroupId: 1,
        customerId,
        memberId: agencyMembers[i % agencyMembers.length]!,
        addedAt: when(-105 + i),
      })),
      ...sellerClients.map((customerId, i) => ({
        workgroupId: 2,
        customerId,
        memberId: second,
        addedAt: when(-75 + i),
      })),
    ],
    workspaces: [
      {
        id: 1,
        workgroupId: 1,
        name: 'Bebidas y snacks',
        description: 'Campañas de consumo masivo de la agencia.',
        createdAt: when(-95),
        updatedAt: when(-95),
      },
      {
        id: 2,
        workgroupId: 2,
        name: 'Cuentas del norte',
        description: 'Clientes atendidos desde Monterrey.',
        createdAt: when(-70),
        updatedAt: when(-70),
      },
    ],
    workspaceMembers: [
      { workspaceId: 1, userId: first },
      { workspaceId: 2, userId: second },
    ],
    workspaceClients: [
      { workspaceId: 1, customerId: agencyClients[0]! },
      { workspaceId: 2, customerId: sellerClients[0]! },
    ],
  };
}
