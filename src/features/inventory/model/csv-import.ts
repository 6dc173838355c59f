/** The CSV import's checks before upload and its report's wording (product.md §2, §4 inventory and creative approval). */
import { MAX_CSV_BYTES } from '#src/api/contract/inventory.ts';

/** 'too-large' for a file the server would refuse by size (MAX_CSV_BYTES, 20 MiB), else 'ok'. */
export function checkCsvFile(file: Pick<File, 'size'>): 'ok' | 'too-large' {
  return file.size > MAX_CSV_BYTES ? 'too-large' : 'ok';
}

/** A refused row's reasons, one per field: `price: must be a number`. */
export function refusedReasons(errors: Record<string, string[]>): string[] {
  return Object.entries(errors).flatMap(([field, messages]) => messages.map((m) => (field ? `${field}: ${m}` : m)));
}
