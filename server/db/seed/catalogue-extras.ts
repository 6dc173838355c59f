/**
 * Demo rows of the catalogue extras (product.md §2, §4 inventory and creative approval): the products and services a
 * unit may offer (POST /units/{unit}/add-product-service/{product}) and the
 * internal media types operations classify media with. Fixed ids 1…n;
 * timestamps `at` (from the seed's anchor, so the same anchor writes the same rows).
 */
import type { internalMediaTypes, productServices } from '../schema.ts';

export const productServiceRows = (at: Date): (typeof productServices.$inferInsert)[] => [
  {
    id: 1,
    name: 'Iluminación nocturna',
    description: 'Luminarias LED encendidas de 19:00 a 06:00.',
    price: 1200,
    createdAt: at,
  },
  {
    id: 2,
    name: 'Instalación de lona',
    description: 'Colocación y retiro del material impreso.',
    price: 2500,
    createdAt: at,
  },
  {
    id: 3,
    name: 'Reporte fotográfico',
    description: 'Fotografías de testigo al inicio y al final.',
    price: 400,
    createdAt: at,
  },
  {
    id: 4,
    name: 'Mantenimiento preventivo',
    description: 'Limpieza y revisión de la estructura cada mes.',
    price: 900,
    createdAt: at,
  },
];

export const internalMediaTypeRows = (at: Date): (typeof internalMediaTypes.$inferInsert)[] => [
  { id: 1, name: 'Exterior fijo', description: 'Espectaculares, muros y vallas.', createdAt: at, updatedAt: at },
  { id: 2, name: 'Mobiliario urbano', description: 'Parabuses, columnas y kioscos.', createdAt: at, updatedAt: at },
  { id: 3, name: 'Transporte', description: 'Autobuses, taxis y medios móviles.', createdAt: at, updatedAt: at },
];
