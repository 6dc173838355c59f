import { describe, expect, it } from 'vitest';
import { errorInfo } from '#src/sync/errors.ts';
import { toPendingAction } from '#src/sync/pending.ts';
import { ApiError } from '#src/api/errors.ts';
import { unitConflicts } from './proposal-conflicts.ts';

describe('unitConflicts', () => {
  const refusal = new ApiError({
    type: 'validation',
    status: 422,
    message: '2 units are held by others',
    errors: {
      unit_12: ['Valla Reforma is held by Campaña X from 2027-03-01 to 2027-03-10'],
      unit_30: ['Pantalla Sur is held by Reserva Y from 2027-03-05 to 2027-03-09'],
      units: ['not a unit key'],
    },
  });

  it('reads the busy units of a refused booking from the error object the outbox kept', () => {
    const entry = { id: 'e1', name: 'proposals.bookProposal', args: {}, status: 'failed' as const };
    const action = toPendingAction({ ...entry, error: errorInfo(refusal) });
    const got = unitConflicts([action]);
    expect([...got.keys()]).toEqual([12, 30]);
    expect(got.get(12)).toEqual({
      unitId: 12,
      entryId: 'e1',
      message: 'Valla Reforma is held by Campaña X from 2027-03-01 to 2027-03-10',
    });
  });

  it('ignores waiting entries and refusals without an error object', () => {
    const waiting = toPendingAction({
      id: 'w',
      name: 'proposals.bookProposal',
      args: {},
      status: 'pending',
      error: { status: 0, message: 'offline' },
    });
    const bare = toPendingAction({
      id: 'b',
      name: 'proposals.bookProposal',
      args: {},
      status: 'failed',
      error: errorInfo(new ApiError({ type: 'conflict', status: 409, message: 'already booked' })),
    });
    expect(unitConflicts([waiting, bare]).size).toBe(0);
  });

  it('keeps only string lists of a malformed error object', () => {
    const odd = errorInfo({ status: 422, message: 'x', errors: { unit_5: 'one', unit_6: [1, 'two'], bad: 3 } });
    expect(odd.errors).toEqual({ unit_5: ['one'], unit_6: ['two'] });
    expect(errorInfo({ status: 422, message: 'x', errors: ['a'] }).errors).toBeUndefined();
  });
});
