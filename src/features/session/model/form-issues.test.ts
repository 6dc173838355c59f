/** Client-side checks with the contract's schemas (spec product.md §5). */
import { describe, expect, it } from 'vitest';
import { session } from '#src/api/contract/index.ts';
import { checkForm } from './form-issues.ts';

describe('checkForm', () => {
  it('passes valid values and returns the parsed body (trimmed, lower-cased email)', () => {
    const r = checkForm(session.login.body, { email: '  Client@Pauta.Demo ', password: 'x' });
    expect(r).toEqual({ ok: true, output: { email: 'client@pauta.demo', password: 'x' } });
  });

  it('reports required and email problems per field', () => {
    expect(checkForm(session.login.body, { email: '', password: '' })).toEqual({
      ok: false,
      issues: { email: { kind: 'required' }, password: { kind: 'required' } },
    });
    const r = checkForm(session.login.body, { email: 'nope', password: 'x' });
    expect(r.ok === false && r.issues).toEqual({ email: { kind: 'email' } });
  });

  it('reports a short password and a confirmation that does not match', () => {
    const short = checkForm(session.changePassword.body, { password: 'abc', password_confirmation: 'abc' });
    expect(short.ok === false && short.issues).toEqual({ password: { kind: 'too-short', limit: 12 } });
    const mismatch = checkForm(session.changePassword.body, {
      password: 'abcdefghijkl',
      password_confirmation: 'abcdefghijkX',
    });
    expect(mismatch.ok === false && mismatch.issues).toEqual({ password_confirmation: { kind: 'mismatch' } });
  });

  it('reads a missing choice as required', () => {
    const r = checkForm(session.register.body, {
      name: 'Ana',
      email: 'ana@pauta.demo',
      password: 'abcdefghijkl',
      password_confirmation: 'abcdefghijkl',
      client_type: '',
      country_id: '',
    });
    expect(r.ok === false && r.issues).toEqual({ client_type: { kind: 'required' }, country_id: { kind: 'required' } });
  });
});
