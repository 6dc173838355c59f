/** The sync centre in words (issue 15): problems as sentences, and what the device holds counted from its tables. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n } from '#src/i18n/index.ts';
import { activateLocale, renderWithProviders } from '#src/ui/test-utils.tsx';
import { DeviceData } from './device-data.tsx';
import { ItemRow, problemSentence } from './outbox-item.tsx';

describe('problemSentence', () => {
  it('says why an action waits or was refused, never a raw "Failed to fetch"', async () => {
    await activateLocale('en');
    expect(problemSentence({ status: 0, message: 'Failed to fetch' }, i18n)).toBe(
      'No connection to the server: it is sent when the connection returns.',
    );
    expect(problemSentence({ status: 503, message: 'Service Unavailable' }, i18n)).toMatch(/tried again by itself/);
    expect(problemSentence({ status: 401, message: 'Unauthenticated.' }, i18n)).toMatch(/sign in/);
    expect(
      problemSentence({ status: 422, message: 'The route is finished.', description: 'Nothing to change.' }, i18n),
    ).toBe('The server refused it: The route is finished. Nothing to change.');
  });
});

describe('sync centre parts in Spanish', () => {
  it('shows a waiting action in a sentence, with its attempts in the plural that fits', async () => {
    renderWithProviders(
      <ul>
        <ItemRow
          item={{
            id: 'a',
            label: 'Terminar la ruta 12',
            status: 'pending',
            createdAt: Date.UTC(2026, 10, 24, 9),
            attempts: 1,
            nextAttemptAt: 0,
            error: { status: 0, message: 'Failed to fetch' },
          }}
          onRetry={() => {}}
          onDiscard={() => {}}
        />
      </ul>,
      { locale: 'es' },
    );
    expect(await screen.findByText('Terminar la ruta 12')).toBeTruthy();
    expect(screen.getByText(/1 intento$/)).toBeTruthy();
    expect(screen.getByText('Sin conexión con el servidor: se envía cuando vuelva la conexión.')).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it('counts the rows stored on the device, not those of the last download', async () => {
    renderWithProviders(
      <DeviceData
        collections={[
          { collection: 'orderJobs', stored: 42, state: { collection: 'orderJobs', lastPulledAt: 1, rowsDone: 0 } },
          { collection: 'routes', stored: 50, state: { collection: 'routes', lastPulledAt: 1, rowsDone: 0 } },
        ]}
        campaignDetails={3}
      />,
      { locale: 'es' },
    );
    expect((await screen.findByTestId('stored-orderJobs')).textContent).toBe('42');
    expect(screen.getByTestId('stored-routes').textContent).toBe('50');
    expect(screen.getByText('Campañas abiertas con sus unidades')).toBeTruthy();
  });
});
