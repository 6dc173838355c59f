/**
 * The photo pipeline's web worker (photo-pipeline.ts): compresses one photo with browser-image-compression off
 * the main thread, so the screen stays responsive while a technician adds several photos.
 *
 * A module worker bundled by Vite from this file and served from the app's own origin: it runs under the app's
 * Content-Security-Policy `worker-src 'self'` (server/http/security-headers.ts). The library's own worker mode
 * cannot: it builds its worker from a `blob:` URL and then `importScripts` the library again. Inside a worker
 * the library compresses in place (it detects `WorkerGlobalScope`).
 *
 * Messages: in `{ file, options }` (options without callbacks); out `{ progress }` (0–100) any number of times,
 * then exactly one `{ file }` (the compressed Blob/File) or `{ error }` (a message).
 */
import imageCompression, { type Options } from 'browser-image-compression';

export interface CompressRequest {
  file: File;
  options: Omit<Options, 'onProgress' | 'signal' | 'useWebWorker' | 'libURL'>;
}
export type CompressMessage = { progress: number } | { file: File } | { error: string };

// oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker's scope, not a window: no origin
const post = (message: CompressMessage) => globalThis.postMessage(message);

globalThis.addEventListener('message', (event: MessageEvent<CompressRequest>) => {
  const { file, options } = event.data;
  imageCompression(file, { ...options, useWebWorker: false, onProgress: (progress) => post({ progress }) })
    .then((compressed) => post({ file: compressed }))
    .catch((error: unknown) => post({ error: error instanceof Error ? error.message : String(error) }));
});
