/**
 * What the campaign billing pages read and do (product.md §2 `campaigns/{type}/{id}/pay`, `paid`, `fiscal`;
 * api-catalogue.md "Campaigns" billing rows, "Files…/Billing", "Payments"; issue 17; docs/billing-payments.md).
 * - The receipt and the billing forms are read from the server and kept on the device (the last answer shows
 *   offline, saying from when).
 * - Fiscal data and costs are saved online (they need the server's check) and read the receipt again.
 * - **Payments are never queued and never doubled.** A payment is sent only online — offline it is refused on the
 *   device before anything is sent, and nothing enters the outbox. Each attempt carries an `Idempotency-Key`
 *   (`paymentKey`): the same request sent again after an answer was lost (the connection cut after the server
 *   recorded it) reuses its key, kept in the tab's session storage, so the server answers the first payment instead
 *   of charging twice; any answer (approved, declined, refused) ends the attempt and the next one gets a new key.
 */
import type * as v from 'valibot';
import * as billing from '#src/api/contract/billing.ts';
import { ApiError } from '#src/api/errors.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { useInvalidate, useRead, useSyncEngine, useSyncStatus } from '#src/sync/index.ts';

export type { BillingCountry, BillingFormItem, Payment, Receipt } from '#src/api/contract/billing.ts';

/** The receipt of campaign `campaignId`, kept on the device. */
export function useReceipt(campaignId: number) {
  return useRead(billing.billingReceipt, { params: { id: campaignId } }, { keep: true, select: (a) => a.data });
}

/** The billing forms in the interface language, kept on the device. */
export function useBillingForms() {
  return useRead(billing.billingForms, {}, { keep: true, select: (a) => a.data });
}

/** Whether the device says it is online (a payment is not even tried offline). */
export function useOnline(): boolean {
  return useSyncStatus((s) => s.online);
}

/** What the account may do here (spec §6): pay and give fiscal data (`campaigns.manage`); costs and bonuses (`contracts.*`). */
export function useBillingRights(): { pay: boolean; charge: boolean } {
  const { permissions } = useSyncEngine();
  return { pay: hasPermission(permissions, 'campaigns.manage'), charge: hasPermission(permissions, 'contracts.*') };
}

type Input<E extends { body?: unknown }> = E['body'] extends v.GenericSchema ? v.InferInput<E['body']> : never;
export type PaymentRequest =
  | { kind: 'electronic'; body: Input<typeof billing.electronicPayment> }
  | { kind: 'transfer'; body: Input<typeof billing.transferPayment> }
  | { kind: 'credit'; body: Input<typeof billing.creditPayment> }
  | { kind: 'addBonus'; body: Input<typeof billing.addBonus> }
  | { kind: 'removeBonus'; body: Input<typeof billing.removeBonus> };

const ENDPOINTS = {
  electronic: billing.electronicPayment,
  transfer: billing.transferPayment,
  credit: billing.creditPayment,
  addBonus: billing.addBonus,
  removeBonus: billing.removeBonus,
} as const;

const STORE = 'pauta-payment-attempt';

interface Attempt {
  request: string;
  key: string;
}

/**
 * The Idempotency-Key of `request`: the key of the unanswered attempt of the same request, else a new one (kept in
 * session storage until `endAttempt`).
 */
export function paymentKey(
  request: PaymentRequest,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): string {
  const text = JSON.stringify(request);
  try {
    const open = JSON.parse(storage.getItem(STORE) ?? 'null') as Attempt | null;
    if (open && open.request === text) return open.key;
  } catch {
    // an unreadable entry is replaced
  }
  const key = crypto.randomUUID();
  storage.setItem(STORE, JSON.stringify({ request: text, key } satisfies Attempt));
  return key;
}

/** Ends the open attempt: the server answered it. */
export function endAttempt(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(STORE);
}

/** Thrown before anything is sent when the device is offline: a payment is never queued. */
export class PaymentNeedsConnectionError extends Error {
  constructor() {
    super('A payment needs a connection');
    this.name = 'PaymentNeedsConnectionError';
  }
}

/**
 * Sends a payment or a bonus change and waits for the server's answer; reads the receipt again once answered.
 * @throws PaymentNeedsConnectionError offline (nothing sent, nothing queued); ApiError — `isNetwork` when the
 *   answer was lost (retrying sends the same key: never charged twice), 402 declined, 409, 422 by field
 */
export function usePay(): (request: PaymentRequest) => Promise<{ payment: billing.Payment; message: string }> {
  const { transport } = useSyncEngine();
  const online = useOnline();
  const invalidate = useInvalidate();
  return async (request) => {
    if (!online) throw new PaymentNeedsConnectionError();
    const key = paymentKey(request);
    try {
      const answer = await transport.call(ENDPOINTS[request.kind], { body: request.body } as never, {
        headers: { 'Idempotency-Key': key },
      });
      endAttempt();
      await invalidate(billing.billingReceipt);
      return { payment: answer.data.payment, message: answer.message };
    } catch (error) {
      // any answer ends the attempt; a lost one keeps its key for the retry
      if (!(error instanceof ApiError && (error.isNetwork || error.status >= 500))) endAttempt();
      if (error instanceof ApiError && !error.isNetwork) await invalidate(billing.billingReceipt);
      throw error;
    }
  };
}

/** Saves the fiscal data and the campaign costs online; each answers the server's message and re-reads the receipt. */
export function useBillingActions(campaignId: number) {
  const { transport } = useSyncEngine();
  const invalidate = useInvalidate();
  const done = async (answer: { message: string }) => {
    await invalidate(billing.billingReceipt);
    return answer.message;
  };
  return {
    saveCountries: async (countries: Input<typeof billing.updateBillingCountries>['countries']) =>
      done(await transport.call(billing.updateBillingCountries, { params: { id: campaignId }, body: { countries } })),
    saveCosts: async (costs: Input<typeof billing.campaignCosts>) =>
      done(await transport.call(billing.campaignCosts, { params: { id: campaignId }, body: costs })),
  };
}

/** The receipt as a PDF in `locale` (needs a connection). @throws ApiError */
export async function receiptPdf(
  transport: ReturnType<typeof useSyncEngine>['transport'],
  campaignId: number,
  locale: 'es' | 'en',
): Promise<Blob> {
  return (await transport.call(billing.billingReceiptExport, {
    params: { id: campaignId },
    query: { locale },
  })) as Blob;
}

/** `receiptPdf` for the signed-in account. */
export function useReceiptPdf(): (campaignId: number, locale: 'es' | 'en') => Promise<Blob> {
  const { transport } = useSyncEngine();
  return (campaignId, locale) => receiptPdf(transport, campaignId, locale);
}
