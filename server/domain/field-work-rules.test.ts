/** Field-work state rules: who may act, from which state, and the photo proof needed to finish. */
import { describe, expect, it } from 'vitest';
import {
  checkJobAction,
  checkRouteAction,
  jobStatusAfterPhoto,
  routeStatusAfterPhoto,
  type JobAction,
} from './field-work-rules.ts';

const staff = { id: 1, staff: true };
const tech = { id: 7, staff: false };
const otherTech = { id: 8, staff: false };
const job = (status: string, technicianId: number | null = 7) => ({ status, technicianId });

describe('order job rules', () => {
  it('lets the assigned technician accept, reject, photograph and finish, and nothing else', () => {
    for (const a of ['accept', 'reject'] as JobAction[])
      expect(checkJobAction(a, job('pending'), tech)).toEqual({ ok: true });
    expect(checkJobAction('upload_photo', job('accepted'), tech)).toEqual({ ok: true });
    expect(checkJobAction('finish', job('in_progress'), tech, { unphotographed: 0 })).toEqual({ ok: true });
    for (const a of [
      'assign_technician',
      'add_units',
      'remove_units',
      'delete_item',
      'update',
      'delete',
    ] as JobAction[]) {
      expect(checkJobAction(a, job('pending'), tech)).toEqual({ ok: false, status: 403, key: 'auth.forbidden' });
    }
  });

  it('refuses a technician the job is no longer assigned to, with a message saying so', () => {
    expect(checkJobAction('finish', job('in_progress', 8), tech)).toEqual({
      ok: false,
      status: 403,
      key: 'field.not_assigned',
    });
    expect(checkJobAction('upload_photo', job('accepted', null), otherTech)).toEqual({
      ok: false,
      status: 403,
      key: 'auth.forbidden',
    });
  });

  it('closes finished and rejected jobs to everything but comments', () => {
    for (const status of ['finished', 'rejected']) {
      expect(checkJobAction('finish', job(status), staff)).toEqual({ ok: false, status: 409, key: 'field.job_closed' });
      expect(checkJobAction('upload_photo', job(status), tech)).toMatchObject({ ok: false, status: 409 });
      expect(checkJobAction('comment', job(status), tech)).toEqual({ ok: true });
    }
    expect(checkJobAction('delete', job('rejected'), staff)).toEqual({ ok: true });
    expect(checkJobAction('delete', job('in_progress'), staff)).toEqual({
      ok: false,
      status: 409,
      key: 'field.job_wrong_state',
    });
  });

  it('follows the transitions: accept only pending, finish only once started or accepted', () => {
    expect(checkJobAction('accept', job('accepted'), staff)).toMatchObject({ ok: false, key: 'field.job_wrong_state' });
    expect(checkJobAction('finish', job('pending'), staff)).toMatchObject({ ok: false, key: 'field.job_wrong_state' });
    expect(jobStatusAfterPhoto('accepted')).toBe('in_progress');
    expect(jobStatusAfterPhoto('in_progress')).toBe('in_progress');
    expect(routeStatusAfterPhoto('pending')).toBe('in_progress');
  });

  it('finishes only with a photo on every item', () => {
    expect(checkJobAction('finish', job('in_progress'), tech, { unphotographed: 1 })).toEqual({
      ok: false,
      status: 409,
      key: 'field.job_needs_photos',
    });
  });
});

const route = (status: string, technicianId: number | null = 7, jobStatus = 'in_progress') => ({
  status,
  technicianId,
  jobStatus,
});

describe('route rules', () => {
  it('lets the route technician or staff finish it once every stop has a photo', () => {
    expect(checkRouteAction('finish', route('in_progress'), tech)).toEqual({ ok: true });
    expect(checkRouteAction('finish', route('in_progress'), tech, { unphotographed: 2 })).toEqual({
      ok: false,
      status: 409,
      key: 'field.route_needs_photos',
    });
    expect(checkRouteAction('finish', route('in_progress', 8), tech)).toEqual({
      ok: false,
      status: 403,
      key: 'field.not_assigned',
    });
    expect(checkRouteAction('assign_technician', route('pending'), tech)).toEqual({
      ok: false,
      status: 403,
      key: 'auth.forbidden',
    });
    expect(checkRouteAction('assign_technician', route('pending'), staff)).toEqual({ ok: true });
  });
  it('never changes a finished route, or one of a closed job', () => {
    expect(checkRouteAction('finish', route('finished'), staff)).toEqual({
      ok: false,
      status: 409,
      key: 'field.route_closed',
    });
    expect(checkRouteAction('assign_technician', route('pending', 7, 'rejected'), staff)).toMatchObject({
      ok: false,
      status: 409,
    });
  });
});
