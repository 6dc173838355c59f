/**
 * Translated labels of the enum values the app shows (issue 15: no raw key
 * such as `in_progress` on a screen, in either language): campaign statuses
 * (spec product.md §4 "Campaign: draft → in progress → reserved → contracted;
 * finished, cancelled"), the statuses of field work and order-job kinds
 * (§3 "order job"), bookings and price requests (issue 16). A value the
 * table does not know is shown as the server sent it, so a status added on
 * the server is never hidden.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { CampaignStatus } from '../domain/campaign-status.ts';

/** A campaign's status, by value. */
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  in_progress: msg`In progress`,
  reserved: msg`Reserved`,
  contracted: msg`Contracted`,
  finished: msg`Finished`,
  cancelled: msg`Cancelled`,
};

/** The status of an order job, route or print work order (spec §4), by value. */
export const WORK_STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  accepted: msg`Accepted`,
  in_progress: msg`In progress`,
  finished: msg`Finished`,
  rejected: msg`Rejected`,
};

/** A booking's state (src/domain/booking-rules.ts: its status, or expired), by value. */
export const BOOKING_STATE_LABELS: Record<string, MessageDescriptor> = {
  open: msg`Held`,
  applied: msg`Confirmed`,
  rejected: msg`Rejected`,
  removed: msg`Removed`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
};

/** The status of a discount or special price request (product.md §4), by value. */
export const PRICE_REQUEST_STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  applied: msg`Applied`,
  rejected: msg`Rejected`,
  accepted: msg`Accepted`,
  denied: msg`Denied`,
};

/** A proposal's status (`/enums/proposal-statuses`; product.md §4 "Proposal: checked, booked, contracted, removed"). */
export const PROPOSAL_STATUS_LABELS: Record<string, MessageDescriptor> = {
  draft: msg`Draft`,
  checked: msg`Checked`,
  booked: msg`Booked`,
  contracted: msg`Contracted`,
  removed: msg`Removed`,
};

/** A contract's status (`/enums/contract-statuses`; product.md §4; src/domain/contract-rules.ts), by value. */
export const CONTRACT_STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`Pending approval`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  cancelled: msg`Cancelled`,
  billed: msg`Billed`,
  renewed: msg`Renewed`,
};

/** What a unit is held by (bookings' `blocked_by[].kind`), by value. */
export const HOLDER_KIND_LABELS: Record<string, MessageDescriptor> = {
  campaign: msg`Reserved campaign`,
  contract: msg`Contract`,
  booking: msg`Booking`,
  reservation: msg`Owner's reservation`,
};

/** A unit's traffic direction, by value (server/handlers/inventory.ts TRAFFIC_NAMES). */
export const TRAFFIC_DIRECTION_LABELS: Record<string, MessageDescriptor> = {
  ida: msg`Inbound`,
  vuelta: msg`Outbound`,
  ambos: msg`Both ways`,
};

/** An order job's kind, by value (server/db/seed/field-work-text.ts JOB_KINDS). */
export const JOB_KIND_LABELS: Record<string, MessageDescriptor> = {
  installation: msg`Installation`,
  maintenance: msg`Maintenance`,
  uninstallation: msg`Uninstallation`,
};

/**
 * `label(value)` in the interface language for one of the tables above;
 * an unknown value comes back unchanged.
 */
export function useEnumLabel(table: Readonly<Record<string, MessageDescriptor>>): (value: string) => string {
  const { i18n } = useLingui();
  return (value) => {
    const descriptor = table[value];
    return descriptor ? i18n._(descriptor) : value;
  };
}
