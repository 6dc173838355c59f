/**
 * Every named mutation of the app, handed to the sync engine. Each feature
 * declares its own in `features/<area>/mutations.ts`; this list is where they
 * meet (features do not import each other).
 */
import type { AnyMutation } from '../sync/index.ts';
import { profileMutations } from '../features/session/mutations.ts';
import { fieldWorkMutations } from '../features/field-work/mutations.ts';
import { movementMutations } from '../features/movement-units/mutations.ts';
import { campaignMutations } from '../features/campaigns/mutations.ts';
import { artMutations } from '../features/art/mutations.ts';
import { salesMutations } from '../features/sales/mutations.ts';
import { contractMutations } from '../features/contracts/mutations.ts';
import { customerMutations } from '../features/customers/mutations.ts';
import { partnerMutations } from '../features/partners/mutations.ts';
import { workgroupMutations } from '../features/workgroups/mutations.ts';
import { diagnosticsMutations } from '../features/diagnostics/mutations.ts';

export const MUTATIONS: readonly AnyMutation[] = [
  ...profileMutations,
  ...fieldWorkMutations,
  ...movementMutations,
  ...campaignMutations,
  ...artMutations,
  ...salesMutations,
  ...contractMutations,
  ...customerMutations,
  ...partnerMutations,
  ...workgroupMutations,
  ...diagnosticsMutations,
];
