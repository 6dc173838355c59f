/** Print materials a provider offers, priced per square metre, linear metre or unit (api-catalogue.md "Media types and materials"). */
import * as v from 'valibot';
import { crudEndpoints } from '../crud.ts';
import { requiredText, text } from '../common.ts';
import { money } from './shared.ts';
import { mediaSpec } from './media-types.ts';
// ── Materials ───────────────────────────────────────────────────────────────

const materialAccess = { permissions: ['materials.*'] };
const ownMaterialAccess = { permissions: ['materials.*'], owner: { resource: 'material', param: 'id' } } as const;
/** A print material the provider offers (vinyl, canvas…): `price` pesos per `measure_unit`. */
export const material = v.object({
  id: v.number(),
  provider_id: v.number(),
  name: v.string(),
  description: v.string(),
  price: v.number(),
  /** ISO 4217 code of `price`: the currency of the provider's country (issue 15 "Money"). */
  currency: v.nullable(v.string()),
  measure_unit: v.string(),
  updated_at: v.string(),
});
export type Material = v.InferOutput<typeof material>;
export const MATERIAL_MEASURES = ['m2', 'ml', 'unit'] as const;
export const materialInput = v.object({
  name: requiredText(120),
  description: v.optional(text(1000)),
  price: money,
  measure_unit: v.picklist(MATERIAL_MEASURES),
});

/**
 * The provider's materials as a resource (src/api/contract/crud.ts): list (by `name`), show, store, update and
 * delete — refused (409) while a colour proof names the material.
 */
export const materialsResource = crudEndpoints({
  name: 'materials',
  path: '/provider/materials',
  spec: mediaSpec,
  row: material,
  body: materialInput,
  filters: { name: v.optional(text(120)) },
  access: { collection: materialAccess, member: ownMaterialAccess },
});
export const {
  list: materials,
  show: showMaterial,
  store: storeMaterial,
  update: updateMaterial,
  delete: deleteMaterial,
} = materialsResource;
export type MaterialInput = v.InferOutput<typeof materialInput>;
