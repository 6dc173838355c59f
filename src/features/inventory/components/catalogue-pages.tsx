/**
 * The catalogue pages of product.md §2, §4 inventory and creative approval, each a resource screen (src/resource) over its config
 * (catalogue-configs.tsx, unit-rules-config.tsx): /dashboard/units-rules (and /create, /{id}),
 * /dashboard/unit-sizes, /dashboard/materials (and /{id}),
 * /dashboard/internal-media-types (media types with their purchase periods:
 * the sidebar's 'internal-media-types' entry, gate show-media-types; the
 * contract has no separate internal media type calls).
 */
import { ResourceScreen, type ResourceOpen } from '#src/resource/resource-screen.tsx';
import { useMaterialsConfig, useMediaTypesConfig, useUnitSizesConfig } from './catalogue-configs.tsx';
import { useUnitRulesConfig } from './unit-rules-config.tsx';

export function UnitRulesPage({ open }: { open?: ResourceOpen }) {
  return <ResourceScreen config={useUnitRulesConfig()} open={open} />;
}

export function UnitSizesPage({ open }: { open?: ResourceOpen }) {
  return <ResourceScreen config={useUnitSizesConfig()} open={open} />;
}

export function MaterialsPage({ open }: { open?: ResourceOpen }) {
  return <ResourceScreen config={useMaterialsConfig()} open={open} />;
}

export function MediaTypesPage({ open }: { open?: ResourceOpen }) {
  return <ResourceScreen config={useMediaTypesConfig()} open={open} />;
}
