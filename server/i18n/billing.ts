/**
 * Server messages in both interface languages (es, en): campaign billing and payments (issue 17;
 * docs/billing-payments.md). Gathered by server/i18n.ts.
 */
import type { Locale } from '#src/api/contract/common.ts';

export const BILLING_MESSAGES = {
  'billing.form.electronic': { es: 'Pago electrónico', en: 'Electronic payment' },
  'billing.form.electronic.description': {
    es: 'Pago con tarjeta en línea; el recibo se envía por correo.',
    en: 'Online card payment; the receipt is sent by email.',
  },
  'billing.form.transfer': { es: 'Transferencia bancaria', en: 'Bank transfer' },
  'billing.form.transfer.description': {
    es: 'Transferencia a la cuenta de Pauta; queda pendiente hasta que el banco la confirma.',
    en: 'Transfer to Pauta’s account; it stays pending until the bank confirms it.',
  },
  'billing.form.credit': { es: 'Crédito', en: 'Credit' },
  'billing.form.credit.description': {
    es: 'Factura a crédito, con cargo a la línea de crédito del cliente.',
    en: 'Invoice on credit terms, charged to the client’s credit line.',
  },
  'billing.cost.production': { es: 'Costo de producción', en: 'Production cost' },
  'billing.cost.installation': { es: 'Costo de instalación', en: 'Installation cost' },
  'billing.cost.other': { es: 'Otros costos', en: 'Other costs' },
  'billing.units_line': { es: 'Unidades en {country} ({count})', en: 'Units in {country} ({count})' },
  'billing.costs_saved': { es: 'Costos de la campaña guardados.', en: 'Campaign costs saved.' },
  'billing.countries_saved': { es: 'Datos fiscales guardados.', en: 'Fiscal data saved.' },
  'billing.costs_under_paid': {
    es: 'Con estos costos el total quedaría por debajo de lo ya pagado ({paid}).',
    en: 'With these costs the total would fall below what was already paid ({paid}).',
  },
  'billing.country_not_in_campaign': {
    es: 'Este país no es de la campaña.',
    en: 'This country is not one of the campaign’s.',
  },
  'billing.country_repeated': { es: 'Este país ya está en la lista.', en: 'This country is already listed.' },
  'billing.fiscal_required': {
    es: 'es obligatorio para la forma de facturación «{form}»',
    en: 'is required for the billing form "{form}"',
  },
  'billing.cancelled': {
    es: 'Una campaña cancelada no admite pagos ni cambios de facturación.',
    en: 'A cancelled campaign takes no payment and no billing change.',
  },
  'billing.not_contracted': {
    es: 'La campaña debe estar contratada antes de pagarse.',
    en: 'The campaign must be contracted before it is paid.',
  },
  'billing.no_currency': {
    es: 'Los países de esta campaña usan monedas distintas: no puede pagarse en una sola.',
    en: 'This campaign’s countries use different currencies: it cannot be paid in one.',
  },
  'payments.key_required': {
    es: 'Falta la cabecera Idempotency-Key: un pago la necesita para no cobrarse dos veces.',
    en: 'The Idempotency-Key header is missing: a payment needs it so it is never charged twice.',
  },
  'payments.key_reused': {
    es: 'Esta Idempotency-Key ya se usó para otro pago. Use una nueva para un pago nuevo.',
    en: 'This Idempotency-Key was already used for another payment. Use a new one for a new payment.',
  },
  'payments.amount_positive': { es: 'debe ser mayor que 0', en: 'must be greater than 0' },
  'payments.amount_decimals': { es: 'admite como máximo 2 decimales', en: 'takes at most 2 decimals' },
  'payments.nothing_due': {
    es: 'No hay saldo pendiente en esta campaña.',
    en: 'Nothing is due on this campaign.',
  },
  'payments.over_balance': {
    es: 'no puede ser mayor que el saldo pendiente ({balance})',
    en: 'may not be greater than the balance due ({balance})',
  },
  'payments.card_required': {
    es: 'indique un número de tarjeta o un token',
    en: 'give a card number or a token',
  },
  'payments.card_invalid': { es: 'no es un número de tarjeta válido', en: 'is not a valid card number' },
  'payments.card_declined': {
    es: 'El banco rechazó la tarjeta. No se hizo ningún cargo; pruebe con otra tarjeta.',
    en: 'The bank declined the card. Nothing was charged; try another card.',
  },
  'payments.test_mode_only': {
    es: 'Este servidor cobra en modo de prueba: use la tarjeta de prueba 4242 4242 4242 4242. No se hizo ningún cargo.',
    en: 'This server charges in test mode: use the test card 4242 4242 4242 4242. Nothing was charged.',
  },
  'payments.no_credit_line': {
    es: 'El cliente no tiene línea de crédito en {currency}.',
    en: 'The client has no credit line in {currency}.',
  },
  'payments.over_credit': {
    es: 'no puede ser mayor que el crédito disponible ({available})',
    en: 'may not be greater than the available credit ({available})',
  },
  'payments.card_approved': { es: 'Pago con tarjeta aprobado.', en: 'Card payment approved.' },
  'payments.transfer_pending': {
    es: 'Transferencia registrada: queda pendiente hasta que el banco la confirme.',
    en: 'Transfer recorded: it stays pending until the bank confirms it.',
  },
  'payments.credit_approved': {
    es: 'Pago a crédito registrado.',
    en: 'Payment on credit terms recorded.',
  },
  'payments.bonus_added': { es: 'Bonificación aplicada al recibo.', en: 'Bonus applied to the receipt.' },
  'payments.bonus_removed': { es: 'Bonificación retirada del recibo.', en: 'Bonus removed from the receipt.' },
  'payments.bonus_already_removed': {
    es: 'Esta bonificación ya fue retirada.',
    en: 'This bonus was already removed.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
