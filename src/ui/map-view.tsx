/**
 * A map of points (units, a route's stops) with the device's position — the
 * shared map of field work, campaign planning and inventory. maplibre-gl is
 * downloaded the first time a map opens (map-canvas.tsx, lazy; the service
 * worker precaches it for offline use). Always paired on screen with a list
 * of the same points: the list is the keyboard and screen-reader way to them.
 */
import { Component, Suspense, lazy, type ReactNode } from 'react';
import { Center, Spinner, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { MapPoint } from './basemap.ts';

export type { MapPoint };

const MapCanvas = lazy(() => import('./map-canvas.tsx'));

export interface MapViewProps {
  points: readonly MapPoint[];
  /** The device's position (the technician), if known. */
  you?: { lat: number; lng: number; accuracy?: number } | null | undefined;
  /** Accessible names: of the map region, and of the position marker. */
  label: { map: string; you: string };
  height?: string;
  onSelect?: ((id: number) => void) | undefined;
  /**
   * Opt-in clustered mode (the campaign unit selection: thousands of units):
   * the points are always one clustered layer — never numbered markers — and
   * each cluster shows how many points it holds. Clicking a cluster zooms in
   * to it; clicking a point calls `onSelect`.
   */
  clustered?: boolean | undefined;
  /** The chosen point (clustered mode): drawn larger in the brand colour, and brought into view when it is hidden in a cluster. */
  selectedId?: number | null | undefined;
  /**
   * Opt-in pick mode (the unit form's position): a click anywhere on the map
   * calls `onPick` with its latitude and longitude. The points are fitted
   * into view once, not again when they change, so picking does not zoom.
   */
  onPick?: ((lat: number, lng: number) => void) | undefined;
}

class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? (
      <Text role="status" color="fg.muted" p="4" borderWidth="1px" borderRadius="lg">
        <Trans>The map could not be shown on this device. The list below has every point.</Trans>
      </Text>
    ) : (
      this.props.children
    );
  }
}

export function MapView(props: MapViewProps) {
  return (
    <MapBoundary>
      <Suspense
        fallback={
          <Center h={props.height ?? '360px'} borderWidth="1px" borderRadius="lg">
            <Spinner />
          </Center>
        }
      >
        <MapCanvas {...props} />
      </Suspense>
    </MapBoundary>
  );
}
