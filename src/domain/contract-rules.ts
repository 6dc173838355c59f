/**
 * Contract rules, shared by the device and the reference server (product.md §3 "Contract: … periods, prices,
 * owner, units (each with period, prices, spots), units type", §4 "Contract: apply (approve), reject, renew, cancel,
 * send invoice (marks billed), … change owner, update periods, prices, spots and units type", §9 "Recalculation
 * after a price-unit, print price-unit or spots-used change waits 300 ms"; issue 17; docs/contracts-billing.md).
 * No DOM, no database: plain functions over a contract's status, its unit lines and money in minor units.
 *
 * Life of a contract (statuses of `/enums/contract-statuses`; ours where the spec is silent):
 * - `pending`: made from a reservation, a proposal or a campaign; its units, periods, prices and spots may change;
 *   it can be applied (→ `approved`), rejected with a reason (→ `rejected`) or cancelled (→ `cancelled`);
 * - `approved`: its units may still change; it can be billed (→ `billed`), renewed (→ `renewed`, a new pending
 *   contract takes the next period) or cancelled;
 * - `billed`: invoiced; nothing of its units changes any more; it can be renewed (→ `renewed`);
 * - `rejected`, `cancelled`, `renewed`: final.
 * The owner (the seller in charge) and the reference change in any status but the final ones.
 *
 * Money: every amount is kept and summed in integer minor units (centavos): `toMinor` reads pesos once, lines and
 * totals are integer arithmetic, `fromMinor` writes pesos back, so 10,000 lines add up without float drift. Dates
 * `YYYY-MM-DD`, days inclusive of both ends.
 */
import { addDays, inclusiveDays } from '#src/lib/dates.ts';

export const CONTRACT_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'billed', 'renewed'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** What can be done to a contract (§4), each a named call of the contract. */
export const CONTRACT_ACTIONS = [
  'apply',
  'reject',
  'cancel',
  'billed',
  'renew',
  'changeOwner',
  'updateReference',
  'updateUnits',
  'orderJob',
] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** Statuses nothing leaves. */
export const FINAL_CONTRACT_STATUSES: readonly ContractStatus[] = ['rejected', 'cancelled', 'renewed'];

/** The statuses each action may start from. */
const ALLOWED: Record<ContractAction, readonly ContractStatus[]> = {
  apply: ['pending'],
  reject: ['pending'],
  cancel: ['pending', 'approved'],
  billed: ['approved'],
  renew: ['approved', 'billed'],
  changeOwner: ['pending', 'approved', 'billed'],
  updateReference: ['pending', 'approved', 'billed'],
  updateUnits: ['pending', 'approved'],
  // field work (installation, maintenance, uninstallation order jobs) once the contract is approved, also billed
  orderJob: ['approved', 'billed'],
};

/** The status an action leaves the contract in (unchanged for the edits). */
const AFTER: Partial<Record<ContractAction, ContractStatus>> = {
  apply: 'approved',
  reject: 'rejected',
  cancel: 'cancelled',
  billed: 'billed',
  renew: 'renewed',
};

/** True when `action` may be taken on a contract in `status`. */
export function canDo(status: ContractStatus, action: ContractAction): boolean {
  return ALLOWED[action].includes(status);
}

/**
 * The status after `action` on a contract in `status`.
 * @throws ContractRuleError when the action is not allowed from that status (the server answers 409 naming both)
 */
export function statusAfter(status: ContractStatus, action: ContractAction): ContractStatus {
  if (!canDo(status, action)) throw new ContractRuleError(status, action);
  return AFTER[action] ?? status;
}

/** An action a contract's status does not allow (e.g. renewing a cancelled contract, billing a pending one). */
export class ContractRuleError extends Error {
  constructor(
    readonly status: ContractStatus,
    readonly action: ContractAction,
  ) {
    super(`a ${status} contract cannot take "${action}"`);
    this.name = 'ContractRuleError';
  }
}

// ── Money in minor units ─────────────────────────────────────────────────────

/** Pesos (2 decimals) → integer centavos, half away from zero. @throws RangeError for a non-finite amount */
export function toMinor(pesos: number): number {
  if (!Number.isFinite(pesos)) throw new RangeError('an amount must be a finite number');
  return Math.sign(pesos) * Math.round(Math.abs(pesos) * 100 + 1e-7);
}

/** Integer centavos → pesos with 2 decimals. */
export function fromMinor(minor: number): number {
  return minor / 100;
}

/** One unit of a contract as priced: its period, price per day and print price (pesos), spots. */
export interface ContractLineInput {
  start_date: string;
  end_date: string;
  /** Pesos per day. */
  price: number;
  /** Pesos, once per spot. */
  print_price: number;
  /** Spots (faces) bought, ≥ 1. */
  spots: number;
}

/** A priced contract line: its days and total, in centavos and in pesos. */
export interface PricedContractLine {
  days: number;
  total_minor: number;
  total: number;
}

/**
 * The total of one line: price per day × days × spots + print price × spots, in centavos (integer arithmetic on
 * the centavos of each price).
 * @param days the line's days, start and end included, when the caller has counted them already
 * @throws RangeError when a date is not an ISO date or a price is not finite
 */
export function contractLineMinor(
  line: ContractLineInput,
  days = inclusiveDays(line.start_date, line.end_date),
): number {
  const spots = Math.max(1, Math.trunc(line.spots));
  return toMinor(line.price) * days * spots + toMinor(line.print_price) * spots;
}

/** Each line priced, and the contract's total (centavos and pesos). */
export function quoteContract<L extends ContractLineInput>(
  lines: readonly L[],
): { lines: (L & PricedContractLine)[]; total_minor: number; total: number } {
  let sum = 0;
  const priced = lines.map((l) => {
    const days = inclusiveDays(l.start_date, l.end_date);
    const total_minor = contractLineMinor(l, days);
    sum += total_minor;
    return { ...l, days, total_minor, total: fromMinor(total_minor) };
  });
  return { lines: priced, total_minor: sum, total: fromMinor(sum) };
}

/**
 * A contract with `units` in place of its own, repriced: each line's days and total, and the contract's total —
 * the new lines plus what the old total held beyond its lines (its other costs), in centavos. What the device
 * shows while a unit change waits for the server (the 300 ms pause, an outbox entry), equal to the server's answer.
 */
export function repriceContract<
  L extends ContractLineInput,
  C extends { total: number; units: readonly (ContractLineInput & { total: number })[] },
>(
  contract: C,
  units: readonly L[],
): Omit<C, 'units' | 'total'> & { units: Omit<L & PricedContractLine, 'total_minor'>[]; total: number } {
  const { units: old, total, ...rest } = contract;
  const otherMinor = toMinor(total) - old.reduce((sum, u) => sum + toMinor(u.total), 0);
  const quote = quoteContract(units);
  return {
    ...rest,
    units: quote.lines.map(({ total_minor: _minor, ...l }) => l),
    total: fromMinor(quote.total_minor + otherMinor),
  };
}

// ── Renewal ─────────────────────────────────────────────────────────────────

/**
 * The lines of the contract that renews one: each unit over the same number of days, starting the day after the
 * renewed contract's last day, with its prices and spots carried over (the seller may then edit them).
 * @throws RangeError when `lines` is empty (nothing to renew)
 */
export function renewLines<L extends ContractLineInput>(lines: readonly L[]): L[] {
  if (!lines.length) throw new RangeError('a contract without units cannot be renewed');
  const lastDay = lines
    .map((l) => l.end_date)
    .toSorted()
    .at(-1)!;
  const start = addDays(lastDay, 1);
  return lines.map((l) => {
    const days = inclusiveDays(l.start_date, l.end_date);
    return { ...l, start_date: start, end_date: addDays(start, Math.max(1, days) - 1) };
  });
}

/** The pause before a changed price or spots count is sent and the contract repriced on the server (spec §9). */
export const RECALCULATION_DELAY_MS = 300;
