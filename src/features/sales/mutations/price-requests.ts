/**
 * Price request actions (api-catalogue.md "Discount and special prices"; product.md §4 "Discount request: apply or
 * reject", "Special price request: accept or deny"; catalogue "Special price actions show server messages on both
 * outcomes"), named after their endpoints. Price requests are not mirrored: the inbox reads them with `useRead`
 * (kept for offline), a decision or a new request queues in the outbox and shows as pending from its entry until
 * the server answers; then the inbox is read again (`invalidates`) and the sync centre shows a refusal's message.
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules and the contract.
 */
import * as v from 'valibot';
import * as sales from '#src/api/contract/sales.ts';
import { defineMutation } from '#src/sync/mutations.ts';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
const label = v.pipe(v.string(), v.maxLength(200));
const noMirror = { tables: [] as const, optimistic: async () => {} };
const inbox = [sales.discountRequests, sales.showDiscountRequest];
const requestArgs = { requestId: positive, subject: label };

export const applyDiscountRequest = defineMutation({
  endpoint: sales.applyDiscountRequest,
  args: v.object(requestArgs),
  ...noMirror,
  invalidates: inbox,
  request: (a) => ({ endpoint: sales.applyDiscountRequest, input: { params: { id: a.requestId }, body: {} } }),
  describe: (a) => ({ es: `Aplicar el descuento de ${a.subject}`, en: `Apply the discount on ${a.subject}` }),
});

export const rejectDiscountRequest = defineMutation({
  endpoint: sales.rejectDiscountRequest,
  args: v.object(requestArgs),
  ...noMirror,
  invalidates: inbox,
  request: (a) => ({ endpoint: sales.rejectDiscountRequest, input: { params: { id: a.requestId }, body: {} } }),
  describe: (a) => ({ es: `Rechazar el descuento de ${a.subject}`, en: `Reject the discount on ${a.subject}` }),
});

export const acceptSpecialPrice = defineMutation({
  endpoint: sales.acceptSpecialPrice,
  args: v.object(requestArgs),
  ...noMirror,
  invalidates: inbox,
  request: (a) => ({ endpoint: sales.acceptSpecialPrice, input: { params: { id: a.requestId }, body: {} } }),
  describe: (a) => ({
    es: `Aceptar el precio especial de ${a.subject}`,
    en: `Accept the special price of ${a.subject}`,
  }),
});

export const denySpecialPrice = defineMutation({
  endpoint: sales.denySpecialPrice,
  args: v.object(requestArgs),
  ...noMirror,
  invalidates: inbox,
  request: (a) => ({ endpoint: sales.denySpecialPrice, input: { params: { id: a.requestId }, body: {} } }),
  describe: (a) => ({ es: `Denegar el precio especial de ${a.subject}`, en: `Deny the special price of ${a.subject}` }),
});

const askBase = {
  price: v.pipe(v.number(), v.minValue(0.01)),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000))),
  clientId: v.optional(positive),
};

/** Asks a special price per day for some units, for the caller (a client) or a customer (a seller). */
export const requestClientSpecialPrice = defineMutation({
  endpoint: sales.requestClientSpecialPrice,
  args: v.object({ ...askBase, unitIds: v.pipe(v.array(positive), v.minLength(1), v.maxLength(200)) }),
  ...noMirror,
  invalidates: inbox,
  request: (a) => ({
    endpoint: sales.requestClientSpecialPrice,
    input: {
      body: {
        unit_ids: a.unitIds,
        price: a.price,
        ...(a.reason ? { reason: a.reason } : {}),
        ...(a.clientId ? { client_id: a.clientId } : {}),
      },
    },
  }),
  describe: (a) => ({
    es: `Pedir un precio especial para ${a.unitIds.length} unidades`,
    en: `Ask a special price for ${a.unitIds.length} units`,
  }),
});

/** Asks a special price per day for a whole package. */
export const requestPackageSpecialPrice = defineMutation({
  endpoint: sales.requestPackageSpecialPrice,
  args: v.object({ ...askBase, packageId: positive, packageName: label }),
  ...noMirror,
  invalidates: inbox,
  request: (a) => ({
    endpoint: sales.requestPackageSpecialPrice,
    input: {
      body: {
        package_id: a.packageId,
        price: a.price,
        ...(a.reason ? { reason: a.reason } : {}),
        ...(a.clientId ? { client_id: a.clientId } : {}),
      },
    },
  }),
  describe: (a) => ({
    es: `Pedir un precio especial para el paquete ${a.packageName}`,
    en: `Ask a special price for package ${a.packageName}`,
  }),
});
