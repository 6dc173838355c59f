/**
 * Saving a file the app made or downloaded (a PDF, a spreadsheet) to the person's device: an object URL, a
 * temporary link with `download`, then the URL released a minute later (time for the browser to read it).
 */

/** `name` with what a file name may not hold dropped (letters, digits, spaces, `_` and `-` kept), or `fallback`. */
export function fileNameOf(name: string, fallback: string): string {
  return name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || fallback;
}

/** Saves `blob` as `fileName` (with its extension) through the browser's download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
