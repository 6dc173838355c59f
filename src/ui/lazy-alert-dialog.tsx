/**
 * `AlertDialog` loaded on first use (its dialog machine, focus trap and
 * scroll lock weigh ~20 KB gzip): for alerts the app shell may show but
 * rarely does (an error alert, the update prompt's unsaved-input question).
 * Render it inside `<Suspense fallback={null}>`, mounted only while open.
 */
import { lazy } from 'react';

export const LazyAlertDialog = lazy(() => import('./alert-dialog.tsx').then((m) => ({ default: m.AlertDialog })));
