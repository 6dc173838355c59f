/**
 * Discount requests and special prices (api-catalogue.md "Discount and special prices"; product.md §2
 * discount-requests/{id?} and special-price, §3 discount request and special price request, §4 "Discount request:
 * apply or reject", "Special price request: accept or deny", catalogue "Special price actions show server messages
 * on both outcomes").
 *
 * - A **discount request** asks a percentage off a campaign's or a proposal's total. Applying it takes the
 *   percentage off: a campaign gets it as credit (pesos, its cart total × percent, rounded to the cent), a
 *   proposal's totals show it (src/domain/proposal-pricing.ts). Rejecting leaves the price as it was.
 * - A **special price request** asks a price per day for some of a client's units (`client`) or for a whole
 *   package (`package`). Accepting it records the price for that client: proposals for them start from it.
 * - Both are decided once: a second decision answers 409 with what was decided (its message says which).
 *
 * The catalogue lists no call for reading special price requests; they are answered in the discount-requests list
 * beside the discount requests (`kind: 'special_price'`), the one inbox of price requests the
 * discount-requests screen shows.
 *
 * Who: `browse_discount_requests` reads — a client its own, a seller its customers', managers and administrators
 * all; `discount_requests.*` applies and rejects discounts and accepts and denies special prices (managers and
 * administrators); a client asks for a special price for itself, a seller (`clientsAgency.*`) for its customers.
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { id, idParams, envelope, money, paginated, paginationQuery, text } from '../common.ts';

const spec = 'api-catalogue.md Discount and special prices; product.md §3, §4, §8';

export const DISCOUNT_REQUEST_STATUSES = ['pending', 'applied', 'rejected'] as const;
export const SPECIAL_PRICE_STATUSES = ['pending', 'accepted', 'denied'] as const;

/** One price request as the inbox shows it. Money in `currency` (null when the units' countries differ). */
export const priceRequest = v.object({
  id: v.number(),
  kind: v.picklist(['discount', 'special_price']),
  /** `client` or `package` for a special price; null for a discount. */
  special_kind: v.nullable(v.picklist(['client', 'package'])),
  status: v.picklist([...DISCOUNT_REQUEST_STATUSES, ...SPECIAL_PRICE_STATUSES]),
  client_id: v.number(),
  client_name: v.string(),
  requested_by_name: v.string(),
  campaign_id: v.nullable(v.number()),
  proposal_id: v.nullable(v.number()),
  package_id: v.nullable(v.number()),
  /** Campaign, proposal or package name. */
  subject: v.string(),
  /** Discount: percent off (0.01–100). */
  percent: v.nullable(v.number()),
  /** Discount: the total it applies to, pesos; special price: the list price per day of its units or package. */
  list_price: v.nullable(v.number()),
  /** Special price: pesos per day asked. */
  price: v.nullable(v.number()),
  unit_ids: v.array(v.number()),
  currency: v.nullable(v.string()),
  reason: v.string(),
  decided_by_name: v.nullable(v.string()),
  decided_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type PriceRequest = v.InferOutput<typeof priceRequest>;

const readDiscount = {
  permissions: ['browse_discount_requests'],
  owner: { resource: 'discountRequest', param: 'id' },
} as const;
const decideDiscount = {
  permissions: ['discount_requests.*'],
  owner: { resource: 'discountRequest', param: 'id' },
} as const;
const decideSpecial = {
  permissions: ['discount_requests.*'],
  owner: { resource: 'specialPrice', param: 'id' },
} as const;
const answer = v.object({ data: priceRequest, message: v.string() });

/**
 * Price requests the caller reaches, pending first then newest: discount requests and special price requests.
 * Filters: `kind`, `status`, `client_id`, `search` (client or subject).
 */
export const discountRequests = endpoint({
  name: 'discountRequests.list',
  method: 'GET',
  path: '/client/discount-requests',
  access: { permissions: ['browse_discount_requests'] },
  spec,
  query: v.object({
    ...paginationQuery,
    kind: v.optional(v.picklist(['discount', 'special_price'])),
    status: v.optional(v.picklist([...DISCOUNT_REQUEST_STATUSES, ...SPECIAL_PRICE_STATUSES])),
    client_id: v.optional(id),
    search: v.optional(text(120)),
  }),
  answer: paginated(priceRequest),
});

export type DiscountRequestsQuery = v.InferOutput<NonNullable<(typeof discountRequests)['query']>>;

export const showDiscountRequest = endpoint({
  name: 'discountRequests.show',
  method: 'GET',
  path: '/client/discount-requests/{id}',
  access: readDiscount,
  spec,
  params: idParams,
  answer: envelope(priceRequest),
});

export const applyDiscountRequest = endpoint({
  name: 'discountRequests.apply',
  method: 'PUT',
  path: '/client/discount-requests/{id}/apply',
  access: decideDiscount,
  spec,
  params: idParams,
  body: v.object({}),
  answer,
});

export const rejectDiscountRequest = endpoint({
  name: 'discountRequests.reject',
  method: 'PUT',
  path: '/client/discount-requests/{id}/reject',
  access: decideDiscount,
  spec,
  params: idParams,
  body: v.object({}),
  answer,
});

const specialBase = {
  /** Pesos per day asked. */
  price: money(0.01),
  reason: v.optional(text(1000)),
};

/** A client's special price request: a price per day for some units (1–200), for itself or (a seller) a customer. */
export const specialPriceInput = v.object({
  ...specialBase,
  /** The customer; a client account asking for itself may leave it out. */
  client_id: v.optional(id),
  unit_ids: v.pipe(v.array(id), v.minLength(1), v.maxLength(200)),
});
export type SpecialPriceInput = v.InferOutput<typeof specialPriceInput>;

/** A package special price request: a price per day for the whole package. */
export const packageSpecialPriceInput = v.object({
  ...specialBase,
  client_id: v.optional(id),
  package_id: id,
});
export type PackageSpecialPriceInput = v.InferOutput<typeof packageSpecialPriceInput>;

const askAccess = { permissions: ['campaigns.*', 'clientsAgency.*'] } as const;

export const requestClientSpecialPrice = endpoint({
  name: 'specialPrices.client',
  method: 'POST',
  path: '/client/special_price/client',
  access: askAccess,
  spec,
  body: specialPriceInput,
  answer,
});

export const requestPackageSpecialPrice = endpoint({
  name: 'specialPrices.package',
  method: 'POST',
  path: '/client/special_price/package',
  access: askAccess,
  spec,
  body: packageSpecialPriceInput,
  answer,
});

export const acceptSpecialPrice = endpoint({
  name: 'specialPrices.accept',
  method: 'POST',
  path: '/client/special_price/{id}/accept',
  access: decideSpecial,
  spec,
  params: idParams,
  body: v.object({}),
  answer,
});

export const denySpecialPrice = endpoint({
  name: 'specialPrices.deny',
  method: 'POST',
  path: '/client/special_price/{id}/deny',
  access: decideSpecial,
  spec,
  params: idParams,
  body: v.object({}),
  answer,
});
