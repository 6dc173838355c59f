/**
 * `fetch` over XMLHttpRequest, for uploads that report progress: Chromium
 * streams a fetch request body (what upload progress needs) only over HTTP/2,
 * and fails it over HTTP/1.1, so progress comes from `xhr.upload` instead.
 * Used by the API client when a call asks for `onUploadProgress`.
 */

/**
 * The part of XMLHttpRequest used here (declared, so the module also
 * type-checks where the DOM library is not loaded: the server and the worker
 * share the API client).
 */
interface Xhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  responseType: string;
  readonly response: unknown;
  readonly status: number;
  readonly statusText: string;
  getAllResponseHeaders(): string;
  upload: {
    addEventListener(
      type: 'progress',
      listener: (e: { lengthComputable: boolean; loaded: number; total: number }) => void,
    ): void;
  };
  addEventListener(type: 'load' | 'error' | 'timeout' | 'abort', listener: () => void): void;
  abort(): void;
  send(body: Blob | null): void;
}

/** True where XMLHttpRequest exists (pages; not the service worker, not Node). */
export const hasXhr = (): boolean => typeof (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest === 'function';

/** Headers of an XHR answer (`getAllResponseHeaders()` text). */
function parseHeaders(text: string): Headers {
  const headers = new Headers();
  for (const line of text.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * Sends `request` with XMLHttpRequest.
 * @param onProgress fraction of the body sent, 0..1 (only when the browser knows the total)
 * @returns the answer as a Response (no body for 204, 205 and 304)
 * @throws TypeError when there is no answer (like fetch); DOMException AbortError when `request.signal` aborts
 */
export async function xhrFetch(request: Request, onProgress: (fraction: number) => void): Promise<Response> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
  return new Promise<Response>((resolve, reject) => {
    const xhr = new (globalThis as unknown as { XMLHttpRequest: new () => Xhr }).XMLHttpRequest();
    xhr.open(request.method, request.url);
    request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.responseType = 'blob';
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    });
    xhr.addEventListener('load', () => {
      const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(
        new Response(empty ? null : (xhr.response as Blob), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    });
    xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('timeout', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('abort', () => reject(new DOMException('The request was aborted', 'AbortError')));
    if (request.signal.aborted) {
      xhr.abort();
      return;
    }
    request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
