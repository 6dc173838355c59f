/**
 * Who may do what on the partner screens, and the words for their enum values (issue 19; product.md §2 agencies,
 * associations, settings-types, provider-settings; §6 gates `browse_agencies`, `browse_settings`,
 * `provider_settings.*`; the rules are the contracts' module docs, src/api/contract/agencies.ts and
 * business-rules.ts). The screens only hide what the server would refuse: the server decides.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { hasPermission, isSuperuser } from '#src/api/contract/permissions.ts';
import type { Profile } from '#src/api/contract/session.ts';
import type { AssociationStatus, RequestAssociation, SettingValueType } from '#src/api/contract/business-rules.ts';

/** The signed-in account as these screens need it. */
export interface Viewer {
  id: number;
  roles: readonly string[];
  permissions: readonly string[];
  /** The provider the account works for (providers), else null. */
  providerId: number | null;
}

/** The viewer of a profile (the route passes the session's profile). */
export function viewerOf(p: Pick<Profile, 'id' | 'roles' | 'permissions' | 'provider_id'>): Viewer {
  return { id: p.id, roles: p.roles.map((r) => r.value), permissions: p.permissions, providerId: p.provider_id };
}

/** Managers and administrators: every agency and association. */
export function isStaff(v: Viewer): boolean {
  return isSuperuser(v.permissions) || v.roles.includes('manager') || v.roles.includes('administrator');
}

/** Creating and deactivating agencies: staff only. */
export const mayManageAgencies = isStaff;

/** Editing agency `id`: staff, or the agency itself. */
export function mayEditAgency(v: Viewer, id: number): boolean {
  return isStaff(v) || (v.roles.includes('agency') && v.id === id);
}

/** Asking a provider to work together: sellers, agencies and clients. */
export function mayRequestAssociation(v: Viewer): boolean {
  return ['seller', 'agency', 'client'].some((r) => v.roles.includes(r));
}

/** What the viewer may do with one association (its state decides the rest). */
export function associationActions(v: Viewer, a: RequestAssociation) {
  const mine = a.requester_id === v.id;
  const provider = v.providerId !== null && v.providerId === a.provider_id;
  const pending = a.status === 'pending';
  return {
    editMessage: pending && (mine || isStaff(v)),
    withdraw: (pending && mine) || isStaff(v),
    decide: pending && (provider || isStaff(v)),
    priceChange: a.status === 'accepted' && (provider || isSuperuser(v.permissions)),
  };
}

/** Giving values to rule types (providers; administrators name the provider). */
export function mayHoldRules(v: Viewer): boolean {
  return hasPermission(v.permissions, 'provider_settings.*');
}

/** An association's status, by value. */
export const ASSOCIATION_STATUS_LABELS: Record<AssociationStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  accepted: msg`Accepted`,
  rejected: msg`Rejected`,
};

/** How a rule type's value is read, by value. */
export const VALUE_TYPE_LABELS: Record<SettingValueType, MessageDescriptor> = {
  percent: msg`Percentage`,
  number: msg`Number`,
  boolean: msg`Yes or no`,
  text: msg`Text`,
};
