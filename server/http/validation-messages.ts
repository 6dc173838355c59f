/**
 * Turns valibot issues into the 422 `errors` map of field → messages (spec §5,
 * §8), written in the request's language. Field keys are dot paths
 * (`email`, `units.0.id`); issues without a path go under `_`.
 *
 * `shapeErrors` refuses a body of the wrong kind before the schema runs:
 * valibot's `v.object` lets an array through when every key is optional, and
 * null, a string or a number would otherwise read as a field named `_`
 * (SECURITY.md: a JSON array where an object is expected → 422).
 */
import * as v from 'valibot';
import type { Locale } from '#src/api/contract/common.ts';

type Phrase = { es: string; en: string };

function phrase(issue: v.BaseIssue<unknown>): Phrase {
  const req = (issue as { requirement?: unknown }).requirement;
  const n = typeof req === 'number' ? req : undefined;
  const missing = issue.input === undefined || issue.input === null;
  if (missing && issue.type !== 'partial_check' && issue.type !== 'check')
    return { es: 'es obligatorio', en: 'is required' };
  switch (issue.type) {
    case 'non_empty':
      return { es: 'es obligatorio', en: 'is required' };
    case 'min_length':
      return { es: `debe tener al menos ${n} caracteres`, en: `must have at least ${n} characters` };
    case 'max_length':
      return { es: `no puede tener más de ${n} caracteres`, en: `may not have more than ${n} characters` };
    case 'email':
      return { es: 'debe ser un correo válido', en: 'must be a valid email address' };
    case 'regex':
    case 'integer':
      return { es: 'debe ser un número entero', en: 'must be a whole number' };
    case 'number':
    case 'finite':
      return { es: 'debe ser un número', en: 'must be a number' };
    case 'min_value':
      return { es: `debe ser al menos ${String(req)}`, en: `must be at least ${String(req)}` };
    case 'max_value':
      return { es: `no puede ser mayor que ${String(req)}`, en: `may not be greater than ${String(req)}` };
    case 'picklist':
    case 'union':
    case 'literal':
    case 'variant':
      return { es: 'no es un valor permitido', en: 'is not an allowed value' };
    case 'partial_check':
    case 'check':
      return { es: 'no coincide con la contraseña', en: 'does not match the password' };
    case 'iso_date':
      return { es: 'debe ser una fecha (AAAA-MM-DD)', en: 'must be a date (YYYY-MM-DD)' };
    case 'iso_timestamp':
      return { es: 'debe ser una fecha y hora', en: 'must be a date and time' };
    case 'instance':
      return { es: 'debe ser un archivo', en: 'must be a file' };
    default:
      return { es: 'tiene un valor no válido', en: 'has an invalid value' };
  }
}

type Shape = { type: string; wrapped?: Shape; options?: readonly unknown[] };
const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest', 'record']);

/** The kinds of JSON value a schema takes at its top: `object`, `array`, `null`, `string`, … (`any` for unknown). */
function topKinds(schema: Shape): string[] {
  switch (schema.type) {
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      return topKinds(schema.wrapped!);
    case 'nullable':
    case 'nullish':
      return ['null', ...topKinds(schema.wrapped!)];
    case 'union':
    case 'variant':
      return (schema.options ?? []).flatMap((o) => topKinds(o as Shape));
    case 'picklist':
    case 'enum':
    case 'literal':
      return ['string', 'number'];
    case 'unknown':
    case 'any':
      return ['any'];
    default:
      return [OBJECT_TYPES.has(schema.type) ? 'object' : schema.type];
  }
}

/**
 * A 422 errors map (`{ _: [message] }`, in the given language) when `input` is
 * not of a kind `schema` takes at its top and the schema expects an object:
 * an array, null, a string, a number or a boolean where an object belongs.
 * Undefined when the shape is right (the schema then checks the rest).
 */
export function shapeErrors(
  schema: v.GenericSchema,
  input: unknown,
  locale: Locale,
): Record<string, string[]> | undefined {
  if (input === undefined) return undefined;
  const kinds = topKinds(schema as unknown as Shape);
  if (!kinds.includes('object') || kinds.includes('any')) return undefined;
  const kind = input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input;
  if (kinds.includes(kind)) return undefined;
  return {
    _: [
      locale === 'es' ? 'El cuerpo de la petición debe ser un objeto JSON.' : 'The request body must be a JSON object.',
    ],
  };
}

/** Field → messages, in the given language, e.g. `{ email: ['The email field must be a valid email address.'] }`. */
export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[], locale: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '_';
    const label = field.replace(/_/g, ' ');
    const p = phrase(issue);
    const text = locale === 'es' ? `El campo ${label} ${p.es}.` : `The ${label} field ${p.en}.`;
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}
