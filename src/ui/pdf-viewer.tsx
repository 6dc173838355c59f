/**
 * The PDF renderer behind PdfPreview, loaded lazily (react-pdf + pdf.js weigh
 * about 190 KB gzip): never import it statically, use `React.lazy`.
 *
 * Side effect on import: points pdf.js at its worker file, bundled by Vite
 * from pdfjs-dist (no network, works offline once cached by the service worker).
 * Renders one page at a time with its text layer (selectable, readable by
 * screen readers); the annotation layer is off (no links inside documents).
 */
import type { ReactNode } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
// The text layer's stylesheet (Vite bundles it with this lazy chunk).
// oxlint-disable-next-line import/no-unassigned-import
import 'react-pdf/dist/Page/TextLayer.css';

pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export interface PdfViewerProps {
  /** The document: a Blob (e.g. stored offline) or a URL. */
  file: Blob | string;
  /** 1-based page to show. */
  page: number;
  /** Width of the rendered page, in px. */
  width: number;
  /** Called once the document is read, with its number of pages. */
  onLoad: (pages: number) => void;
  /** Called when the document cannot be read. */
  onError: (error: Error) => void;
  /** Shown while the document or the page is loading. */
  loading: ReactNode;
}

/** Renders page `page` of `file` (default export, for React.lazy). */
export default function PdfViewer({ file, page, width, onLoad, onError, loading }: PdfViewerProps) {
  return (
    <Document
      file={file}
      onLoadSuccess={(doc) => onLoad(doc.numPages)}
      onLoadError={onError}
      onSourceError={onError}
      loading={loading}
      error={null}
    >
      <Page pageNumber={page} width={width} renderAnnotationLayer={false} renderTextLayer loading={loading} />
    </Document>
  );
}
