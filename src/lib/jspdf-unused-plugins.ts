/**
 * Stands in for jsPDF's optional plugins (html2canvas for `doc.html()`, canvg for SVG), which Pauta never calls:
 * the photographic PDF draws text and JPEG/PNG images only (src/features/sales/model/photographic-pdf.ts). Aliased
 * in vite.config.ts so ~350 KB of unused code stays out of the build and the offline precache.
 * @throws Error if a jsPDF feature needing them is ever used
 */
export default function unusedJsPdfPlugin(): never {
  throw new Error('This jsPDF feature (HTML or SVG rendering) is not bundled in Pauta.');
}
