/**
 * /dashboard/campaigns/{type}/{id}/paid (product.md §2 "paid"; api-catalogue.md "Files…/Billing": the billing
 * receipt and its export; issue 17): what the campaign was charged and paid — the receipt kept on the device (it
 * shows offline, saying from when), its payments, and the receipt as a PDF in the interface language (made by the
 * server: it needs a connection and says so).
 */
import { useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '#src/api/errors.ts';
import type { CampaignType } from '#src/domain/steps.ts';
import { fileNameOf, saveBlob } from '#src/lib/save-blob.ts';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { useReceipt, useReceiptPdf } from '../api/billing.ts';
import { BillingNav, PaymentList, ReceiptSummary } from './receipt-parts.tsx';

/** The paid page of campaign `id`. */
export function PaidPage({ type, id }: { type: CampaignType; id: number }) {
  const { t, i18n } = useLingui();
  const receipt = useReceipt(id);
  const loadPdf = useReceiptPdf();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const exportPdf = async () => {
    setBusy(true);
    setError(null);
    try {
      const pdf = await loadPdf(id, i18n.locale === 'en' ? 'en' : 'es');
      saveBlob(
        pdf,
        `${fileNameOf(receipt.value?.number ?? '', 'recibo')}-${fileNameOf(receipt.value?.campaign_name ?? '', 'campana')}.pdf`,
      );
    } catch (e) {
      setError(
        e instanceof ApiError && e.isNetwork
          ? t`The PDF is made by the server: try again when the app is online.`
          : e instanceof Error
            ? e.message
            : String(e),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="2xl">
        {receipt.value ? (
          <Trans>Payments of {receipt.value.campaign_name}</Trans>
        ) : (
          <Trans>Payments of the campaign</Trans>
        )}
      </Heading>
      <BillingNav type={type} id={id} current="paid" />
      <ReadState read={receipt} what={t`the receipt`} />
      {receipt.value && (
        <>
          <ReceiptSummary receipt={receipt.value} />
          <Button alignSelf="start" variant="outline" loading={busy} onClick={() => void exportPdf()}>
            <Trans>Download the receipt (PDF)</Trans>
          </Button>
          {error && (
            <Text role="alert" color="red.700">
              {error}
            </Text>
          )}
          <PaymentList payments={receipt.value.payments} currency={receipt.value.currency} />
        </>
      )}
    </Stack>
  );
}
