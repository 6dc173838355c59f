/**
 * Contracts (api-catalogue.md "Contracts", base /contracts; product.md §3 "Contract", §4 "Contract: apply (approve),
 * reject, renew, cancel, send invoice (marks billed), … change owner, update periods, prices, spots and units type",
 * §8; issue 17; docs/contracts-billing.md). A contract is one per contracted campaign; its units are the
 * campaign's cart lines (period, price per day, print price, spots). Rules: src/domain/contract-rules.ts.
 *
 * The catalogue gives no list or show call for contracts, and the server serves only the catalogue's calls: a
 * contract is read through its campaign (`GET /client/campaigns/{id}/contracts`).
 *
 * Who (spec §6 gates contracts with `browse_contracts`): `browse_contracts` reads (a seller its customers' contracts
 * and the ones it owns, a client its own, managers, operations and administrators all: ownership rule `contract`);
 * `contracts.*` (sellers, administrators) decides and edits. A decision a status does not allow is a 409 naming it.
 * Money in pesos with the contract's currency; dates YYYY-MM-DD.
 */
import * as v from 'valibot';
import { CONTRACT_STATUSES } from '#src/domain/contract-rules.ts';
import { endpoint } from '../define.ts';
import { envelope, id, idParams, requiredText, text } from '../common.ts';

export { CONTRACT_STATUSES };
export const spec = 'api-catalogue.md Contracts';
export const read = { permissions: ['browse_contracts'], owner: { resource: 'contract', param: 'id' } } as const;
export const write = { permissions: ['contracts.*'], owner: { resource: 'contract', param: 'id' } } as const;

/** One unit of a contract: the campaign's cart line. */
export const contractUnit = v.object({
  unit_id: v.number(),
  title: v.string(),
  sku: v.string(),
  media_type: v.string(),
  city: v.string(),
  start_date: v.string(),
  end_date: v.string(),
  days: v.number(),
  /** Pesos per day. */
  price: v.number(),
  /** Pesos, once per spot. */
  print_price: v.number(),
  spots: v.number(),
  total: v.number(),
});
export type ContractUnit = v.InferOutput<typeof contractUnit>;

export const contract = v.object({
  id: v.number(),
  campaign_id: v.number(),
  name: v.string(),
  status: v.picklist(CONTRACT_STATUSES),
  client_id: v.number(),
  client_name: v.string(),
  owner_id: v.nullable(v.number()),
  owner_name: v.nullable(v.string()),
  reference: v.string(),
  units_type: v.string(),
  reason: v.string(),
  renewed_from_id: v.nullable(v.number()),
  /** The first and last day of its units (null without units). */
  start_date: v.nullable(v.string()),
  end_date: v.nullable(v.string()),
  /** Sum of its units' totals plus its other costs, pesos in `currency`. */
  total: v.number(),
  /** ISO 4217 code its countries share; null when they use several. */
  currency: v.nullable(v.string()),
  units: v.array(contractUnit),
  comments: v.number(),
  orders: v.number(),
  approved_at: v.nullable(v.string()),
  billed_at: v.nullable(v.string()),
  cancelled_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Contract = v.InferOutput<typeof contract>;

const answer = v.object({ data: contract, message: v.string() });

/**
 * The contracts of campaign `{id}` (api-catalogue.md "Campaigns": `GET {id}/contracts`): its own contract, with its
 * units and total. The catalogue has no list or show call of contracts; screens and the device read a contract
 * through its campaign (docs/contracts-billing.md "Reading contracts"). Ownership rule `campaign.contract`: a
 * campaign whose contract the caller reaches.
 */
export const campaignContracts = endpoint({
  name: 'campaigns.contracts',
  method: 'GET',
  path: '/client/campaigns/{id}/contracts',
  access: { permissions: ['browse_contracts'], owner: { resource: 'campaign.contract', param: 'id' } },
  spec: 'api-catalogue.md Campaigns',
  params: idParams,
  answer: envelope(v.array(contract)),
});

/** A decision or edit of contract `{id}` (`contracts.*`, ownership rule `contract`): answers the contract. */
function decision<const N extends string, const M extends 'PUT' | 'POST', B extends v.GenericSchema>(
  name: N,
  method: M,
  path: string,
  body: B,
) {
  return endpoint({
    name,
    method,
    path: `/contracts/{id}/${path}`,
    access: write,
    spec,
    params: idParams,
    body,
    answer,
  });
}

/** Approves a pending contract. */
export const applyContract = decision('contracts.apply', 'PUT', 'apply', v.object({}));
/** Rejects a pending contract with a reason (its campaign's units are released). */
export const rejectContract = decision('contracts.reject', 'PUT', 'reject', v.object({ reason: requiredText(500) }));
/** Cancels a pending or approved contract (its units are released). */
export const cancelContract = decision(
  'contracts.cancel',
  'POST',
  'cancel',
  v.object({ reason: v.optional(text(500)) }),
);
/** Sends the invoice: an approved contract becomes billed. */
export const billContract = decision('contracts.billed', 'POST', 'billed', v.object({}));
/** Changes the reference (a customer's purchase order number, say). */
export const updateContractReference = decision(
  'contracts.updateReference',
  'POST',
  'update-reference',
  v.object({ reference: text(120) }),
);
/** Gives the contract to another seller. */
export const changeContractOwner = decision('contracts.changeOwner', 'PUT', 'change-owner', v.object({ owner_id: id }));
/** `print` or `digital`. */
export const updateContractUnitsType = decision(
  'contracts.updateUnitsType',
  'PUT',
  'update-units-type',
  v.object({ units_type: v.picklist(['print', 'digital']) }),
);
