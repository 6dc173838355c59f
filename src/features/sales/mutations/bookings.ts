/**
 * Booking decisions (api-catalogue.md "Bookings"; product.md §4 "Bookings can be applied, rejected or removed (the
 * result replaces the booking); a unit can be removed from a booking"), named after their endpoints. Bookings are
 * mirrored (`bookings` table): each decision changes the row at once (optimistic), queues offline, and the server's
 * answer replaces the row (`fold`); a refusal (409: decided meanwhile, expired) re-reads the booking, and the sync
 * centre shows the server's message.
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules and the contract.
 */
import * as v from 'valibot';
import * as sales from '#src/api/contract/sales.ts';
import { ApiError } from '#src/api/errors.ts';
import type { BookingRow, PautaDb } from '#src/sync/db.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import type { Transport } from '#src/sync/transport.ts';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
const label = v.pipe(v.string(), v.maxLength(200));
const bookingArgs = { bookingId: positive, name: label };

/** Re-reads a booking into the mirror (rollback after a refusal); a booking gone (404) leaves the device. */
async function rereadBooking(transport: Transport, db: PautaDb, bookingId: number): Promise<void> {
  try {
    const answer = await transport.call(sales.showBooking, { params: { id: bookingId } }, { on401: 'throw' });
    await db.transaction('rw', ['bookings'], () => db.bookings.put(answer.data));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      await db.transaction('rw', ['bookings'], () => db.bookings.delete(bookingId));
      return;
    }
    throw error;
  }
}

async function change(tx: PautaDb, id: number, patch: (b: BookingRow) => BookingRow): Promise<void> {
  const row = await tx.bookings.get(id);
  if (row) await tx.bookings.put(patch(row));
}

const common = {
  tables: ['bookings'] as const,
  async fold(tx: PautaDb, answer: { data: BookingRow }) {
    await tx.bookings.put(answer.data);
  },
  reread: (transport: Transport, db: PautaDb, args: { bookingId: number }) =>
    rereadBooking(transport, db, args.bookingId),
};

const decided = (b: BookingRow, status: BookingRow['status'], at: string): BookingRow => ({
  ...b,
  status,
  decided_at: at,
  updated_at: at,
});

export const applyBooking = defineMutation({
  endpoint: sales.applyBooking,
  args: v.object(bookingArgs),
  ...common,
  optimistic: (tx, a, ctx) => change(tx, a.bookingId, (b) => decided(b, 'applied', new Date(ctx.now).toISOString())),
  request: (a) => ({ endpoint: sales.applyBooking, input: { params: { id: a.bookingId }, body: {} } }),
  describe: (a) => ({ es: `Confirmar la reserva ${a.name}`, en: `Confirm booking ${a.name}` }),
});

export const rejectBooking = defineMutation({
  endpoint: sales.rejectBooking,
  args: v.object({ ...bookingArgs, reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000))) }),
  ...common,
  optimistic: (tx, a, ctx) =>
    change(tx, a.bookingId, (b) => ({
      ...decided(b, 'rejected', new Date(ctx.now).toISOString()),
      reason: a.reason ?? '',
    })),
  request: (a) => ({
    endpoint: sales.rejectBooking,
    input: { params: { id: a.bookingId }, body: a.reason ? { reason: a.reason } : {} },
  }),
  describe: (a) => ({ es: `Rechazar la reserva ${a.name}`, en: `Reject booking ${a.name}` }),
});

export const removeBooking = defineMutation({
  endpoint: sales.removeBooking,
  args: v.object(bookingArgs),
  ...common,
  optimistic: (tx, a, ctx) => change(tx, a.bookingId, (b) => decided(b, 'removed', new Date(ctx.now).toISOString())),
  request: (a) => ({ endpoint: sales.removeBooking, input: { params: { id: a.bookingId }, body: {} } }),
  describe: (a) => ({ es: `Eliminar la reserva ${a.name}`, en: `Remove booking ${a.name}` }),
});

export const removeBookingUnit = defineMutation({
  endpoint: sales.removeBookingUnit,
  args: v.object({ ...bookingArgs, unitId: positive, unitTitle: label }),
  ...common,
  optimistic: (tx, a) =>
    change(tx, a.bookingId, (b) => {
      const units = b.units.filter((u) => u.unit_id !== a.unitId);
      const removed = b.units.filter((u) => u.unit_id === a.unitId);
      const less = removed.reduce(
        (sum, u) =>
          sum + u.price * u.spots * (Date.parse(u.end_date) / 86_400_000 - Date.parse(u.start_date) / 86_400_000 + 1),
        0,
      );
      return { ...b, units, total: Math.round((b.total - less) * 100) / 100 };
    }),
  request: (a) => ({
    endpoint: sales.removeBookingUnit,
    input: { params: { id: a.bookingId, unit: a.unitId }, body: {} },
  }),
  describe: (a) => ({
    es: `Quitar ${a.unitTitle} de la reserva ${a.name}`,
    en: `Remove ${a.unitTitle} from booking ${a.name}`,
  }),
});
