/**
 * Wording and geometry helpers of the field-work seed: job kinds and their
 * Spanish labels, item task texts (per kind and unit side), reasons for
 * rejected jobs, and the nearest-neighbour ordering of a route's stops.
 */
import type { SeedUnit } from './inventory.ts';
import type { Rng } from './rng.ts';

export const JOB_KINDS = ['installation', 'maintenance', 'uninstallation'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const KIND_LABEL: Record<JobKind, string> = {
  installation: 'Instalación',
  maintenance: 'Mantenimiento',
  uninstallation: 'Desinstalación',
};

export const REJECT_REASONS = [
  'Acceso bloqueado por obras en la vía',
  'La estructura requiere revisión de seguridad',
  'Material de impresión no disponible',
  'Permiso municipal pendiente',
  'Condiciones climáticas adversas',
] as const;

const PRINT_MAINTENANCE = ['Revisar iluminación', 'Limpiar estructura', 'Reemplazar lona dañada', 'Revisar anclajes'];
const DIGITAL_MAINTENANCE = ['Revisar pantalla y reproductor', 'Limpiar pantalla', 'Revisar conexión eléctrica'];

/** The task of one item, e.g. "Instalar arte cara A". */
export function taskFor(kind: JobKind, unit: SeedUnit, rng: Rng): string {
  const side = `cara ${unit.side}`;
  if (kind === 'installation') return `Instalar arte ${side}`;
  if (kind === 'uninstallation') return `Retirar arte ${side}`;
  return `${rng.pick(unit.digital ? DIGITAL_MAINTENANCE : PRINT_MAINTENANCE)} ${side}`;
}

/** Orders units for a route: start at the northernmost, then always the nearest unvisited one. */
export function orderByProximity(units: readonly SeedUnit[]): SeedUnit[] {
  const left = units.toSorted((a, b) => b.lat - a.lat || a.id - b.id);
  const route: SeedUnit[] = [];
  let current = left.shift();
  while (current) {
    route.push(current);
    const from = current;
    let best = -1;
    let bestDistance = Infinity;
    left.forEach((u, i) => {
      const d = (u.lat - from.lat) ** 2 + (u.lng - from.lng) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
      }
    });
    current = best >= 0 ? left.splice(best, 1)[0] : undefined;
  }
  return route;
}
