/** Which hosts an integration's PostgreSQL connection may reach (server/integrations/sources.ts `hostAllowed`). */
import { describe, expect, it } from 'vitest';
import { connectSource, hostAllowed } from '../integrations/sources.ts';

describe('hostAllowed (PAUTA_INTEGRATION_HOSTS)', () => {
  it('allows every host when no list is set', () => {
    expect(hostAllowed('10.0.0.5', undefined)).toBe(true);
    expect(hostAllowed('db.example.com', '')).toBe(true);
  });

  it('allows only the listed hosts, case-insensitive, IPv6 without brackets', () => {
    const list = 'Reports.Example.com, 127.0.0.1 ::1';
    expect(hostAllowed('reports.example.com', list)).toBe(true);
    expect(hostAllowed('127.0.0.1', list)).toBe(true);
    expect(hostAllowed('[::1]', list)).toBe(true);
    expect(hostAllowed('169.254.169.254', list)).toBe(false);
    expect(hostAllowed('internal-db', list)).toBe(false);
  });

  it('refuses to connect to a host off the list before any network call', async () => {
    const before = process.env.PAUTA_INTEGRATION_HOSTS;
    process.env.PAUTA_INTEGRATION_HOSTS = 'sources.example.com';
    try {
      await expect(connectSource({ connection_string: 'postgres://u@169.254.169.254:5432/x' })).rejects.toThrow(
        /may not connect to 169\.254\.169\.254/,
      );
    } finally {
      if (before === undefined) delete process.env.PAUTA_INTEGRATION_HOSTS;
      else process.env.PAUTA_INTEGRATION_HOSTS = before;
    }
  });
});
