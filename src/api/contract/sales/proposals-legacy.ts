/**
 * The older /proposal set (api-catalogue.md "Proposals": "older set"; areas proposals-legacy): the same proposals
 * under their former paths, answered by the same handlers as the /proposals calls they mirror (same bodies, same
 * answers, same access), so an older client keeps working. New screens use src/api/contract/sales/proposals.ts.
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { id, idParams } from '../common.ts';
import { linePatch } from './proposal-shapes.ts';
import * as p from './proposals.ts';

const spec = 'api-catalogue.md Proposals (older /proposal set)';
const unitParams = v.object({ id, unit: id });

export const legacyStoreProposal = endpoint({
  ...p.storeProposal,
  name: 'proposalsLegacy.store',
  path: '/proposal',
  spec,
});
export const legacyProposals = endpoint({ ...p.proposalsList, name: 'proposalsLegacy.list', path: '/proposal', spec });
export const legacyProposalUnits = endpoint({
  ...p.proposalUnits,
  name: 'proposalsLegacy.units',
  path: '/proposal/{id}/units',
  spec,
  params: idParams,
});
export const legacyShowProposal = endpoint({
  ...p.showProposal,
  name: 'proposalsLegacy.show',
  path: '/proposal/{id}',
  spec,
  params: idParams,
});
export const legacyUpdateProposal = endpoint({
  ...p.updateProposal,
  name: 'proposalsLegacy.update',
  path: '/proposal/{id}',
  spec,
  params: idParams,
});
/** Prices (and dates, quantity) of every line of the unit, as PUT /proposals/{id}/units/{unit}. */
export const legacyUpdateProposalUnit = endpoint({
  ...p.updateProposalUnit,
  name: 'proposalsLegacy.updateUnit',
  path: '/proposal/{id}/unit/{unit}',
  spec,
  params: unitParams,
  body: v.object(linePatch),
});
/** Adds the unit, as POST /proposals/{id}/units with `unit_id` from the path. */
export const legacyAddProposalUnit = endpoint({
  ...p.updateProposalUnit,
  name: 'proposalsLegacy.addUnit',
  method: 'POST',
  path: '/proposal/{id}/unit/{unit}',
  spec,
  params: unitParams,
  body: v.object({ segment_id: v.optional(v.nullable(id)), ...linePatch }),
});
export const legacyRemoveProposalUnit = endpoint({
  ...p.removeProposalUnit,
  name: 'proposalsLegacy.removeUnit',
  path: '/proposal/{id}/unit/{unit}',
  spec,
  params: unitParams,
});
