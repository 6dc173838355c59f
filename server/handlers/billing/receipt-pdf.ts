/**
 * The billing receipt of a campaign as an A4 PDF (GET /client/campaign/{id}/billing_receipt_export, api-catalogue.md
 * "Files…/Billing"; docs/billing-payments.md), made with pdfkit in Spanish or English: number, issue day, client,
 * campaign and contract; the lines (units per country, costs) and the totals (subtotal, taxes, credit, bonuses,
 * total, paid, pending, balance due, state); the payments; the fiscal data of each billed country. Dates DD/MM/YYYY
 * (UTC days), amounts with 2 decimals and the currency's ISO code. The document's language (/Lang) and title
 * are the locale's. Pure rendering: the receipt comes in already computed (receipt.ts).
 */
import PdfKitDocument from 'pdfkit';
import type { Receipt } from '#src/api/contract/billing.ts';
import type { Locale } from '#src/api/contract/common.ts';

const WORDS = {
  es: {
    title: 'Recibo de facturación',
    number: 'Número',
    issued: 'Fecha de emisión',
    client: 'Cliente',
    campaign: 'Campaña',
    contract: 'Contrato',
    noContract: 'Sin contrato',
    concept: 'Concepto',
    amount: 'Importe',
    subtotal: 'Subtotal',
    taxes: 'Impuestos',
    credit: 'Crédito',
    bonuses: 'Bonificaciones',
    total: 'Total',
    paid: 'Pagado',
    pending: 'Pendiente de confirmar',
    balance: 'Saldo pendiente',
    overpaid: 'Pagado de más',
    state: 'Estado',
    payments: 'Pagos',
    noPayments: 'Sin pagos',
    fiscal: 'Datos fiscales',
    noFiscal: 'Sin datos fiscales',
    taxId: 'RFC / NIT',
    businessName: 'Razón social',
    address: 'Dirección',
    email: 'Correo',
    form: 'Forma de facturación',
    states: { unpaid: 'Sin pagar', partial: 'Pago parcial', pending: 'Pago por confirmar', paid: 'Pagado' },
    methods: { card: 'Tarjeta', transfer: 'Transferencia', credit: 'Crédito', bonus: 'Bonificación' },
    statuses: { approved: 'aprobado', pending: 'pendiente', declined: 'rechazado', removed: 'retirado' },
    forms: { electronic: 'Pago electrónico', transfer: 'Transferencia bancaria', credit: 'Crédito' },
  },
  en: {
    title: 'Billing receipt',
    number: 'Number',
    issued: 'Issued on',
    client: 'Client',
    campaign: 'Campaign',
    contract: 'Contract',
    noContract: 'No contract',
    concept: 'Concept',
    amount: 'Amount',
    subtotal: 'Subtotal',
    taxes: 'Taxes',
    credit: 'Credit',
    bonuses: 'Bonuses',
    total: 'Total',
    paid: 'Paid',
    pending: 'Awaiting confirmation',
    balance: 'Balance due',
    overpaid: 'Overpaid',
    state: 'State',
    payments: 'Payments',
    noPayments: 'No payments',
    fiscal: 'Fiscal data',
    noFiscal: 'No fiscal data',
    taxId: 'Tax id',
    businessName: 'Business name',
    address: 'Address',
    email: 'Email',
    form: 'Billing form',
    states: { unpaid: 'Unpaid', partial: 'Partly paid', pending: 'Awaiting confirmation', paid: 'Paid' },
    methods: { card: 'Card', transfer: 'Transfer', credit: 'Credit', bonus: 'Bonus' },
    statuses: { approved: 'approved', pending: 'pending', declined: 'declined', removed: 'removed' },
    forms: { electronic: 'Electronic payment', transfer: 'Bank transfer', credit: 'Credit' },
  },
} as const;

/** The PDF's language tag per interface language. */
const LANG: Record<Locale, string> = { es: 'es-MX', en: 'en-US' };

/** `YYYY-MM-DD…` (a day or an ISO timestamp, UTC) → `DD/MM/YYYY`. */
export function ddmmyyyy(isoDay: string): string {
  const [y, m, d] = isoDay.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * Pesos as the locale writes them, always with 2 decimals (a receipt shows every centavo, also of currencies usually
 * written without), followed by the ISO 4217 code when there is one currency (symbols like ₲ or ₡ are outside the
 * PDF's standard fonts, and "$" names several currencies).
 */
export function formatMoney(pesos: number, currency: string | null, locale: Locale): string {
  const n = new Intl.NumberFormat(LANG[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(pesos);
  return currency ? `${n} ${currency}` : n;
}

/**
 * Renders the receipt.
 * @param receipt as GET billing_receipt answers it (pesos)
 * @param now the server's clock (the generation time written in the document's info)
 * @returns the PDF bytes
 */
export async function renderReceiptPdf(receipt: Receipt, locale: Locale, now: Date): Promise<Buffer> {
  const w = WORDS[locale];
  const money = (pesos: number) => formatMoney(pesos, receipt.currency, locale);
  const doc = new PdfKitDocument({
    size: 'A4',
    margin: 48,
    lang: LANG[locale],
    info: { Title: `${w.title} ${receipt.number}`, Author: 'Pauta', CreationDate: now },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  /** A row of a concept on the left and an amount on the right. */
  const row = (concept: string, amount: string, bold = false) => {
    if (doc.y > doc.page.height - 80) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(concept, left, y, { width: width - 140 });
    const after = doc.y;
    doc.text(amount, left + width - 140, y, { width: 140, align: 'right' });
    doc.x = left;
    doc.y = Math.max(after, doc.y) + 2;
  };
  const heading = (text: string) => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text, left).moveDown(0.3);
  };

  doc.font('Helvetica-Bold').fontSize(20).text(`${w.title} ${receipt.number}`);
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555')
    .text(`${w.issued}: ${ddmmyyyy(receipt.issued_on)}`)
    .text(`${w.client}: ${receipt.client.name}`)
    .text(`${w.campaign}: ${receipt.campaign_name} (#${receipt.campaign_id})`)
    .text(
      `${w.contract}: ${receipt.contract ? `#${receipt.contract.id}${receipt.contract.reference ? ` · ${receipt.contract.reference}` : ''}` : w.noContract}`,
    )
    .text(`${w.state}: ${w.states[receipt.state]}${receipt.currency ? ` · ${receipt.currency}` : ''}`)
    .fillColor('black');

  heading(`${w.concept} / ${w.amount}`);
  for (const line of receipt.lines) row(line.concept, money(line.amount));
  doc.moveDown(0.4);
  row(w.subtotal, money(receipt.subtotal));
  if (receipt.taxes) row(`${w.taxes} (${receipt.tax_percent} %)`, money(receipt.taxes));
  if (receipt.credit) row(w.credit, money(-receipt.credit));
  if (receipt.bonuses) row(w.bonuses, money(-receipt.bonuses));
  row(w.total, money(receipt.total), true);
  row(w.paid, money(receipt.paid));
  if (receipt.pending) row(w.pending, money(receipt.pending));
  row(w.balance, money(receipt.balance), true);
  if (receipt.overpaid) row(w.overpaid, money(receipt.overpaid));

  heading(w.payments);
  if (!receipt.payments.length) doc.font('Helvetica').fontSize(10).text(w.noPayments);
  for (const p of receipt.payments) {
    const ref = [p.card_last4 ? `•••• ${p.card_last4}` : '', p.bank_reference ?? '', p.concept, p.provider_ref]
      .filter(Boolean)
      .join(' · ');
    row(
      `${ddmmyyyy(p.created_at)} · ${w.methods[p.method]} (${w.statuses[p.status]}) · ${ref}`,
      money(p.method === 'bonus' ? -p.amount : p.amount),
    );
  }

  heading(w.fiscal);
  if (!receipt.billing_countries.length) doc.font('Helvetica').fontSize(10).text(w.noFiscal);
  for (const b of receipt.billing_countries) {
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(10).text(`${b.country_name} · ${w.form}: ${w.forms[b.billing_form]}`, left);
    doc.font('Helvetica').fontSize(9);
    for (const [label, value] of [
      [w.businessName, b.business_name],
      [w.taxId, b.tax_id],
      [w.address, b.address],
      [w.email, b.email],
    ] as const)
      if (value) doc.text(`${label}: ${value}`);
    doc.moveDown(0.4);
  }
  doc.end();
  return done;
}
