/**
 * A contract's renewal, comments, documents and other costs (api-catalogue.md "Contracts": `POST /{id}/renew`,
 * `GET and POST /{id}/comments`, `PUT and DELETE /{id}/comments/{cid}`, `GET /{id}/documents`, `GET
 * /{id}/other-costs`; product.md §3, §4; issue 17). Renewing makes the next contract (pending) with each unit over
 * the next period of the same length, prices and spots carried over unless the body gives them
 * (src/domain/contract-rules.ts `renewLines`); a unit another hold takes then is a 422 per unit (`unit_<id>`).
 * Comments: whoever reads the contract may comment; only the author edits or deletes a comment (403 otherwise).
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { envelope, id, idParams, money, requiredText } from '../common.ts';
import { contract, read, spec, write } from './contracts.ts';

/** One unit of the renewed contract, when the seller changes what `renewLines` proposes. */
export const renewLine = v.object({
  unit_id: id,
  start_date: v.pipe(v.string(), v.isoDate()),
  end_date: v.pipe(v.string(), v.isoDate()),
  price: money(0),
  print_price: money(0),
  spots: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
});

/** Renews an approved or billed contract (it becomes `renewed`); answers the new, pending contract. */
export const renewContract = endpoint({
  name: 'contracts.renew',
  method: 'POST',
  path: '/contracts/{id}/renew',
  access: write,
  spec,
  params: idParams,
  body: v.object({
    /** The new contract's units; left out: every unit carried over (`renewLines`). */
    units: v.optional(v.pipe(v.array(renewLine), v.minLength(1), v.maxLength(5000))),
  }),
  answer: v.object({ data: contract, message: v.string() }),
});

export const contractComment = v.object({
  id: v.number(),
  user_id: v.number(),
  user_name: v.string(),
  body: v.string(),
  /** True when the caller wrote it (it may edit or delete it). */
  mine: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type ContractComment = v.InferOutput<typeof contractComment>;

const commentParams = v.object({ id, cid: id });
const commentAnswer = v.object({ data: contractComment, message: v.string() });
const commenter = { permissions: ['browse_contracts'], owner: { resource: 'contract', param: 'id' } } as const;

export const contractComments = endpoint({
  name: 'contracts.comments',
  method: 'GET',
  path: '/contracts/{id}/comments',
  access: read,
  spec,
  params: idParams,
  answer: envelope(v.array(contractComment)),
});
export const addContractComment = endpoint({
  name: 'contracts.addComment',
  method: 'POST',
  path: '/contracts/{id}/comments',
  access: commenter,
  spec,
  params: idParams,
  body: v.object({ body: requiredText(2000) }),
  answer: commentAnswer,
});
export const updateContractComment = endpoint({
  name: 'contracts.updateComment',
  method: 'PUT',
  path: '/contracts/{id}/comments/{cid}',
  access: commenter,
  spec,
  params: commentParams,
  body: v.object({ body: requiredText(2000) }),
  answer: commentAnswer,
});
export const deleteContractComment = endpoint({
  name: 'contracts.deleteComment',
  method: 'DELETE',
  path: '/contracts/{id}/comments/{cid}',
  access: commenter,
  spec,
  params: commentParams,
  answer: v.object({ message: v.string() }),
});

export const contractDocuments = endpoint({
  name: 'contracts.documents',
  method: 'GET',
  path: '/contracts/{id}/documents',
  access: read,
  spec,
  params: idParams,
  answer: envelope(
    v.array(
      v.object({
        file_id: v.number(),
        name: v.string(),
        kind: v.picklist(['lease', 'technical_sheet', 'other']),
        mime: v.string(),
        size: v.number(),
        url: v.string(),
        created_at: v.string(),
      }),
    ),
  ),
});

export const contractOtherCosts = endpoint({
  name: 'contracts.otherCosts',
  method: 'GET',
  path: '/contracts/{id}/other-costs',
  access: read,
  spec,
  params: idParams,
  answer: envelope(
    v.array(v.object({ id: v.number(), concept: v.string(), amount: v.number(), currency: v.nullable(v.string()) })),
  ),
});
