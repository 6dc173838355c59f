/**
 * The web app manifest in each interface language (issue 15 "Manifest"): one definition, the Spanish
 * one served as `/manifest.webmanifest` (vite-plugin-pwa, spec §9 default language) and the English
 * one emitted as `/manifest.en.webmanifest`; the page points its `<link rel="manifest">` at the
 * manifest of the interface language (src/i18n/index.ts), so installing from an English interface
 * gives English shortcuts. Each shortcut has its own icon (`npm run icons`), and the install sheet
 * shows real screenshots of the app, wide and narrow (`npm run screenshots`).
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

type Lang = 'es' | 'en';

const TEXT = {
  es: {
    description: 'Compra y venta de medios publicitarios exteriores y digitales en Latinoamérica.',
    routes: ['Rutas de hoy', 'Rutas'],
    jobs: ['Órdenes de trabajo', 'Órdenes'],
    campaigns: ['Campañas', 'Campañas'],
    wide: 'La ruta de un técnico con sus paradas y el mapa',
    narrow: 'Inicio de un técnico en el teléfono, sin conexión',
  },
  en: {
    description: 'Buy and sell outdoor and digital advertising media across Latin America.',
    routes: ["Today's routes", 'Routes'],
    jobs: ['Order jobs', 'Jobs'],
    campaigns: ['Campaigns', 'Campaigns'],
    wide: "A technician's route with its stops and the map",
    narrow: "A technician's home on the phone, offline",
  },
} as const;

/** The manifest in `lang` (everything but the text is the same in both). */
export function appManifest(lang: Lang): Partial<ManifestOptions> {
  const text = TEXT[lang];
  const shortcut = (key: 'routes' | 'jobs' | 'campaigns', url: string) => ({
    name: text[key][0],
    short_name: text[key][1],
    url,
    icons: [{ src: `/icons/shortcut-${key}-96.png`, sizes: '96x96', type: 'image/png' }],
  });
  return {
    id: '/dashboard',
    name: 'Pauta',
    short_name: 'Pauta',
    description: text.description,
    lang,
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#F5B800',
    background_color: '#2B2B2B',
    icons: [
      { src: '/icons/icon-192.png', type: 'image/png', sizes: '192x192', purpose: 'any' },
      { src: '/icons/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
    ],
    // the places a technician, an operations person and a client open first (issue 5)
    shortcuts: [
      shortcut('routes', '/dashboard/routes'),
      shortcut('jobs', '/dashboard/order-jobs'),
      shortcut('campaigns', '/dashboard/campaigns'),
    ],
    screenshots: [
      { src: '/screenshots/wide.png', sizes: '1280x720', type: 'image/png', form_factor: 'wide', label: text.wide },
      {
        src: '/screenshots/narrow.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: text.narrow,
      },
    ],
    categories: ['business', 'productivity'],
  };
}

export { manifestPath } from '../src/i18n/manifest-link.ts';
