/**
 * Contract rules (issue 17 "Unit: contract state machine, price/period recalculation, renew rules, money arithmetic
 * (no float drift over 10,000 lines)"): what each status allows, line totals in centavos, renewal periods.
 */
import { describe, expect, it } from 'vitest';
import {
  canDo,
  CONTRACT_ACTIONS,
  CONTRACT_STATUSES,
  ContractRuleError,
  contractLineMinor,
  fromMinor,
  quoteContract,
  renewLines,
  repriceContract,
  statusAfter,
  toMinor,
} from './contract-rules.ts';

describe('contract state machine', () => {
  it('allows each action only from its statuses', () => {
    const table = Object.fromEntries(
      CONTRACT_ACTIONS.map((a) => [a, CONTRACT_STATUSES.filter((s) => canDo(s, a)).join(',')]),
    );
    expect(table).toEqual({
      apply: 'pending',
      reject: 'pending',
      cancel: 'pending,approved',
      billed: 'approved',
      renew: 'approved,billed',
      changeOwner: 'pending,approved,billed',
      updateReference: 'pending,approved,billed',
      updateUnits: 'pending,approved',
      orderJob: 'approved,billed',
    });
  });

  it('moves through its life and refuses what its status does not allow', () => {
    expect(statusAfter('pending', 'apply')).toBe('approved');
    expect(statusAfter('approved', 'billed')).toBe('billed');
    expect(statusAfter('billed', 'renew')).toBe('renewed');
    expect(statusAfter('approved', 'changeOwner')).toBe('approved');
    // no billing before apply, no renewal of a cancelled contract, nothing after a final status
    expect(() => statusAfter('pending', 'billed')).toThrow(ContractRuleError);
    expect(() => statusAfter('cancelled', 'renew')).toThrow(/cancelled contract cannot take "renew"/);
    for (const final of ['rejected', 'cancelled', 'renewed'] as const)
      for (const action of CONTRACT_ACTIONS) expect(canDo(final, action)).toBe(false);
    // a billed contract's units no longer change
    expect(canDo('billed', 'updateUnits')).toBe(false);
    // order jobs (installation, uninstallation) only once approved, also after billing
    expect([canDo('pending', 'orderJob'), canDo('approved', 'orderJob'), canDo('billed', 'orderJob')]).toEqual([
      false,
      true,
      true,
    ]);
    expect(statusAfter('billed', 'orderJob')).toBe('billed');
  });
});

describe('contract money', () => {
  it('prices a line as price × days × spots + print price × spots, in centavos', () => {
    const line = { start_date: '2027-03-01', end_date: '2027-03-10', price: 123.45, print_price: 80.1, spots: 2 };
    expect(contractLineMinor(line)).toBe(12_345 * 10 * 2 + 8_010 * 2);
    const q = quoteContract([line, { ...line, spots: 1, print_price: 0 }]);
    expect(q.lines.map((l) => [l.days, l.total])).toEqual([
      [10, 2629.2],
      [10, 1234.5],
    ]);
    expect(q.total).toBe(3863.7);
  });

  it('adds 10,000 lines without float drift', () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => ({
      start_date: '2027-01-01',
      end_date: '2027-01-01',
      price: 0.1 + (i % 3) * 0.2,
      print_price: 0.01,
      spots: 1,
    }));
    // the same sum in floats drifts away from the exact centavos
    const floats = lines.reduce((s, l) => s + l.price + l.print_price, 0);
    const exactMinor = lines.reduce((s, l) => s + Math.round(l.price * 100) + 1, 0);
    expect(floats).not.toBe(fromMinor(exactMinor));
    const q = quoteContract(lines);
    expect(q.total_minor).toBe(exactMinor);
    expect(q.total).toBe(exactMinor / 100);
    expect(Number.isInteger(q.total_minor)).toBe(true);
  });

  it('reprices a contract after a unit change, keeping what its total held beyond its lines (other costs)', () => {
    const line = { start_date: '2027-03-01', end_date: '2027-03-10', price: 100, print_price: 50, spots: 1 };
    const priced = quoteContract([line]);
    const contract = { id: 7, total: fromMinor(priced.total_minor + 4_500_00), units: priced.lines };
    const after = repriceContract(contract, [{ ...line, spots: 3 }]);
    expect(after.units[0]).toMatchObject({ days: 10, spots: 3, total: 3150 });
    expect([after.id, after.total]).toEqual([7, 3150 + 4500]);
  });

  it('reads pesos into centavos half away from zero and refuses what is not a number', () => {
    expect([toMinor(1.005), toMinor(-1.005), toMinor(2.675), toMinor(0)]).toEqual([101, -101, 268, 0]);
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
  });
});

describe('renewal', () => {
  it('carries each unit over to the next period of the same length, with its prices and spots', () => {
    const lines = [
      { unit_id: 1, start_date: '2027-03-01', end_date: '2027-03-31', price: 100, print_price: 50, spots: 2 },
      { unit_id: 2, start_date: '2027-03-10', end_date: '2027-03-20', price: 80, print_price: 0, spots: 1 },
    ];
    expect(renewLines(lines)).toEqual([
      { unit_id: 1, start_date: '2027-04-01', end_date: '2027-05-01', price: 100, print_price: 50, spots: 2 },
      { unit_id: 2, start_date: '2027-04-01', end_date: '2027-04-11', price: 80, print_price: 0, spots: 1 },
    ]);
    expect(() => renewLines([])).toThrow(RangeError);
  });
});
