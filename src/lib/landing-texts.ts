/**
 * The public site's texts (issue 20; product.md §1 how the product presents itself, §2 landing layout, §5 contact
 * form, §7 translations/landing), each as [Spanish, English].
 *
 * These are the bundled texts: the build prerenders every public page with them (src/landing/render.ts), and the
 * server seeds its `landing` translation section from the same table (server/db/seed/translations.ts), so a fresh
 * server answers exactly what the pages show. When an operator changes a text on the server, the page's script
 * (src/landing/client.ts) puts the server's text in place of the bundled one (`data-t="key"`); a key the server
 * lacks keeps the bundled text.
 */

/** A text in both languages: [es, en]. */
export type TextPair = readonly [es: string, en: string];

export const LANDING_TEXTS = {
  // Header, footer, shared
  hero_title: ['Compra publicidad exterior en minutos', 'Buy outdoor advertising in minutes'],
  hero_subtitle: [
    'Miles de vallas, pantallas y mobiliario urbano en 12 países',
    'Thousands of billboards, screens and street furniture in 12 countries',
  ],
  buy_campaign: ['Compra tu campaña', 'Buy your campaign'],
  be_provider: ['Sé proveedor', 'Become a provider'],
  how_it_works: ['Cómo funciona', 'How it works'],
  technologies: ['Tecnologías', 'Technologies'],
  contact_us: ['Contáctanos', 'Contact us'],
  about: ['Nosotros', 'About us'],
  back_to_top: ['Volver arriba', 'Back to top'],
  footer_rights: ['Todos los derechos reservados', 'All rights reserved'],
  sign_in: ['Ingresar', 'Sign in'],
  sign_up: ['Crear cuenta', 'Create an account'],
  skip_to_content: ['Saltar al contenido', 'Skip to content'],
  menu: ['Menú', 'Menu'],
  language: ['Idioma', 'Language'],
  other_language: ['English', 'Español'],
  main_navigation: ['Navegación principal', 'Main navigation'],
  footer_navigation: ['Enlaces del pie de página', 'Footer links'],
  tagline: [
    'La plataforma de compra automatizada de medios out-of-home más grande de Latinoamérica',
    'The largest automated out-of-home media buying platform in Latin America',
  ],
  // Home
  home_title: [
    'Pauta: compra y vende publicidad exterior en Latinoamérica',
    'Pauta: buy and sell outdoor advertising across Latin America',
  ],
  home_description: [
    'Planifica, reserva y controla campañas en vallas, pantallas digitales, paraderos y vehículos de 12 países, o vende tu inventario de medios exteriores en línea.',
    'Plan, book and track campaigns on billboards, digital screens, bus shelters and vehicles in 12 countries, or sell your outdoor media inventory online.',
  ],
  hero_slide: ['Presentación', 'Introduction'],
  how_lead: [
    'De la idea a la foto de la instalación, sin correos ni planillas.',
    'From the idea to the photo of the posted ad, without emails or spreadsheets.',
  ],
  step1_title: ['Elige dónde', 'Choose where'],
  step1_text: [
    'Busca en el mapa por ciudad, tipo de medio, punto de interés o presupuesto y ve la disponibilidad real de cada medio.',
    'Search the map by city, media type, point of interest or budget and see the real availability of every unit.',
  ],
  step2_title: ['Arma tu campaña', 'Build your campaign'],
  step2_text: [
    'Agrega medios a tu carrito por fechas; el precio, los impuestos y la moneda se calculan al instante.',
    'Add units to your cart by dates; price, taxes and currency are worked out on the spot.',
  ],
  step3_title: ['Reserva y aprueba', 'Book and approve'],
  step3_text: [
    'El proveedor confirma la reserva, revisa tus artes y pruebas de color, y firma el contrato en línea.',
    'The media owner confirms the booking, reviews your artwork and colour proofs, and signs the contract online.',
  ],
  step4_title: ['Comprueba la exhibición', 'See proof of posting'],
  step4_text: [
    'Los técnicos instalan y fotografían cada medio, incluso sin señal; tú recibes el reporte fotográfico.',
    'Technicians post and photograph every unit, even without signal; you receive the photo report.',
  ],
  tech_lead: [
    'Una aplicación instalable que sigue funcionando cuando la red no.',
    'An installable app that keeps working when the network does not.',
  ],
  tech1_title: ['Funciona sin conexión', 'Works offline'],
  tech1_text: [
    'Rutas, órdenes de trabajo, fotos y aprobaciones se guardan en el dispositivo y se envían una sola vez al volver la señal.',
    'Routes, order jobs, photos and approvals are kept on the device and sent exactly once when the signal returns.',
  ],
  tech2_title: ['Disponibilidad en tiempo real', 'Real-time availability'],
  tech2_text: [
    'Reservas, bloqueos y contratos de todos los proveedores en un solo calendario por medio.',
    'Bookings, blocks and contracts of every media owner in one calendar per unit.',
  ],
  tech3_title: ['Pantallas digitales conectadas', 'Connected digital screens'],
  tech3_text: [
    'Cámaras y transmisión en vivo de las pantallas para ver tu anuncio al aire.',
    'Cameras and live feeds from the screens to see your ad on air.',
  ],
  tech4_title: ['Integraciones', 'Integrations'],
  tech4_text: [
    'Importa inventario y clientes desde planillas o bases de datos, con cada fila revisada.',
    'Import inventory and customers from spreadsheets or databases, with every row checked.',
  ],
  buy_lead: [
    'Para anunciantes y agencias: una campaña por presupuesto, por paquete o medio a medio.',
    'For advertisers and agencies: a campaign by budget, by package or unit by unit.',
  ],
  provider_lead: [
    'Para dueños de medios: publica tu inventario y recibe campañas de toda la región.',
    'For media owners: list your inventory and receive campaigns from across the region.',
  ],
  learn_more: ['Conoce más', 'Learn more'],
  // Buyer
  buyer_title: ['Compra publicidad exterior en línea | Pauta', 'Buy outdoor advertising online | Pauta'],
  buyer_description: [
    'Arma campañas en vallas, pantallas digitales y mobiliario urbano de 12 países, con precios, disponibilidad y reportes fotográficos en un solo lugar.',
    'Build campaigns on billboards, digital screens and street furniture in 12 countries, with prices, availability and photo reports in one place.',
  ],
  buyer_heading: ['Tu campaña en la calle, sin intermediarios', 'Your campaign on the street, without middlemen'],
  buyer1_title: ['Por presupuesto', 'By budget'],
  buyer1_text: [
    'Indica cuánto quieres invertir y dónde; Pauta propone los medios que mejor rinden.',
    'Say how much you want to invest and where; Pauta proposes the units that perform best.',
  ],
  buyer2_title: ['Por paquete', 'By package'],
  buyer2_text: [
    'Circuitos listos por ciudad y tipo de medio, con precio cerrado.',
    'Ready-made circuits by city and media type, at a set price.',
  ],
  buyer3_title: ['Medio a medio', 'Unit by unit'],
  buyer3_text: [
    'Elige cada medio en el mapa con sus fotos, medidas, tráfico y días libres.',
    'Pick every unit on the map with its photos, size, traffic and free days.',
  ],
  buyer4_title: ['Reportes que se pueden creer', 'Reports you can trust'],
  buyer4_text: [
    'Fotos fechadas de cada instalación, plan de medios y rendimiento en un solo tablero.',
    'Dated photos of every posting, media plan and performance in one dashboard.',
  ],
  // Provider
  provider_title: ['Vende tu inventario de medios exteriores | Pauta', 'Sell your outdoor media inventory | Pauta'],
  provider_description: [
    'Publica vallas, pantallas y mobiliario urbano, recibe reservas de anunciantes y agencias de 12 países y coordina a tus técnicos desde el celular.',
    'List billboards, screens and street furniture, receive bookings from advertisers and agencies in 12 countries and coordinate your technicians from the phone.',
  ],
  provider_heading: [
    'Llena tus espacios con campañas de toda la región',
    'Fill your spaces with campaigns from across the region',
  ],
  provider1_title: ['Tu inventario, en línea', 'Your inventory, online'],
  provider1_text: [
    'Carga tus medios uno a uno o desde una planilla, con fotos, medidas, precios y reglas.',
    'Add your units one by one or from a spreadsheet, with photos, sizes, prices and rules.',
  ],
  provider2_title: ['Reservas y contratos', 'Bookings and contracts'],
  provider2_text: [
    'Acepta o rechaza reservas, fija precios especiales y firma contratos sin papeles.',
    'Accept or reject bookings, set special prices and sign contracts without paper.',
  ],
  provider3_title: ['Artes y pruebas de color', 'Artwork and colour proofs'],
  provider3_text: [
    'Aprueba cada arte y prueba de color desde donde estés; ninguna decisión se pierde por falta de señal.',
    'Approve every artwork and colour proof wherever you are; no decision is lost to a weak signal.',
  ],
  provider4_title: ['Trabajo en terreno', 'Field work'],
  provider4_text: [
    'Rutas y órdenes de trabajo para tus técnicos, con fotos de instalación que llegan solas al cliente.',
    'Routes and order jobs for your technicians, with posting photos that reach the client on their own.',
  ],
  join_steps: ['Cómo sumarte', 'How to join'],
  join1: ['Crea tu cuenta de proveedor.', 'Create your provider account.'],
  join2: ['Carga tus medios y sus precios.', 'Add your units and their prices.'],
  join3: ['Recibe y confirma reservas.', 'Receive and confirm bookings.'],
  // About
  about_title: ['Nosotros | Pauta', 'About us | Pauta'],
  about_description: [
    'Pauta conecta a dueños de medios exteriores con anunciantes y agencias de Latinoamérica en una sola plataforma de compra automatizada.',
    'Pauta connects outdoor media owners with advertisers and agencies across Latin America on one automated buying platform.',
  ],
  about_heading: ['Hacemos simple la publicidad exterior', 'We make outdoor advertising simple'],
  about_text1: [
    'Comprar un espacio en la calle solía tomar semanas de llamadas, cotizaciones y planillas. Pauta reúne en un solo lugar el inventario de cientos de proveedores, su disponibilidad real y sus precios.',
    'Buying a space on the street used to take weeks of calls, quotes and spreadsheets. Pauta brings together the inventory of hundreds of media owners, their real availability and their prices.',
  ],
  about_text2: [
    'Trabajamos con proveedores de vallas, pantallas digitales, paraderos y medios móviles en 12 países, y con las marcas y agencias que los eligen.',
    'We work with owners of billboards, digital screens, bus shelters and vehicle media in 12 countries, and with the brands and agencies that choose them.',
  ],
  values_heading: ['Lo que nos guía', 'What guides us'],
  value1: [
    'Transparencia: cada precio y cada foto, a la vista.',
    'Transparency: every price and every photo in plain sight.',
  ],
  value2: [
    'Confiabilidad: ninguna acción se pierde, con o sin red.',
    'Reliability: no action is lost, with or without a network.',
  ],
  value3: ['Cercanía: soporte en español e inglés.', 'Closeness: support in Spanish and English.'],
  // Contact (§5)
  contact_lead: [
    '¿Quieres anunciar o vender tus espacios? Escríbenos y te respondemos en un día hábil.',
    'Want to advertise or sell your spaces? Write to us and we will answer within one working day.',
  ],
  field_name: ['Nombre', 'Name'],
  field_email: ['Correo electrónico', 'Email'],
  field_country: ['País', 'Country'],
  field_type: ['Soy', 'I am'],
  field_message: ['Mensaje', 'Message'],
  choose: ['Elige una opción', 'Choose an option'],
  type_1: ['Cliente', 'Client'],
  type_2: ['Agencia', 'Agency'],
  type_3: ['Proveedor', 'Provider'],
  send: ['Enviar', 'Send'],
  sending: ['Enviando…', 'Sending…'],
  required: ['Este campo es obligatorio.', 'This field is required.'],
  invalid_email: ['Escribe un correo válido.', 'Enter a valid email.'],
  sent: ['Gracias por escribirnos. Te contactaremos pronto.', 'Thank you for writing. We will be in touch soon.'],
  send_failed: [
    'No se pudo enviar el mensaje. Revisa tu conexión; lo que escribiste sigue aquí.',
    'The message could not be sent. Check your connection; what you wrote is still here.',
  ],
  countries_failed: ['No se pudieron cargar los países.', 'The countries could not be loaded.'],
  needs_js: [
    'El formulario de contacto necesita JavaScript. También puedes escribirnos a hola@pauta.lat.',
    'The contact form needs JavaScript. You can also write to hola@pauta.lat.',
  ],
  accept_terms: ['Al enviar aceptas los', 'By sending you accept the'],
  and: ['y la', 'and the'],
  terms: ['términos y condiciones', 'terms and conditions'],
  privacy: ['política de privacidad', 'privacy policy'],
  close: ['Cerrar', 'Close'],
  terms_text: [
    'Pauta es una plataforma que conecta a anunciantes, agencias y proveedores de medios. Los precios y la disponibilidad de cada medio los fija su proveedor; una reserva solo queda firme cuando el proveedor la confirma y se firma el contrato. Cada parte responde por los artes que sube y por el cumplimiento de lo contratado.',
    'Pauta is a platform that connects advertisers, agencies and media owners. Each unit’s prices and availability are set by its owner; a booking is firm only once the owner confirms it and the contract is signed. Each party answers for the artwork it uploads and for fulfilling what it contracted.',
  ],
  privacy_text: [
    'Usamos los datos de este formulario solo para responderte. No los vendemos ni los compartimos con terceros. Puedes pedir que los borremos escribiendo a privacidad@pauta.lat.',
    'We use the data of this form only to answer you. We do not sell or share it with third parties. You can ask us to delete it by writing to privacy@pauta.lat.',
  ],
} as const satisfies Record<string, TextPair>;

export type LandingKey = keyof typeof LANDING_TEXTS;
import type { LandingLocale } from './landing-paths.ts';
export type { LandingLocale };

/** The bundled text of `key` in `locale`. */
export function landingText(key: LandingKey, locale: LandingLocale): string {
  return LANDING_TEXTS[key][locale === 'en' ? 1 : 0];
}
