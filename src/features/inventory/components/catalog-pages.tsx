/**
 * The catalogue pages of product.md §2, §4 inventory and creative approval, each a CrudScreen over its config
 * (catalog-configs.tsx): /dashboard/units-rules (and /create, /{id}),
 * /dashboard/unit-sizes, /dashboard/materials (and /{id}),
 * /dashboard/internal-media-types (media types with their purchase periods:
 * the sidebar's 'internal-media-types' entry, gate show-media-types; the
 * contract has no separate internal media type calls).
 */
import { CrudScreen, type CrudOpen } from './crud-screen.tsx';
import { useMaterialsConfig, useMediaTypesConfig, useUnitRulesConfig, useUnitSizesConfig } from './catalog-configs.tsx';

export function UnitRulesPage({ open }: { open?: CrudOpen }) {
  return <CrudScreen config={useUnitRulesConfig()} open={open} />;
}

export function UnitSizesPage({ open }: { open?: CrudOpen }) {
  return <CrudScreen config={useUnitSizesConfig()} open={open} />;
}

export function MaterialsPage({ open }: { open?: CrudOpen }) {
  return <CrudScreen config={useMaterialsConfig()} open={open} />;
}

export function MediaTypesPage({ open }: { open?: CrudOpen }) {
  return <CrudScreen config={useMediaTypesConfig()} open={open} />;
}
