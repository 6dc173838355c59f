/**
 * /dashboard/special-price (product.md §2 "special-price"; §3 "Special price request"; api-catalogue.md "POST
 * /client/special_price/client (client data); POST /client/special_price/package (package data)"): ask a price per
 * day for some units or for a whole package. A client asks for itself; a seller (or staff, an agency) chooses the
 * customer among those on the device (from its campaigns and bookings). The request queues in the outbox (it works
 * offline), shows as waiting until the server has it, then the server's message (§8) and the inbox list it.
 * Bad input is said next to its field and nothing typed is lost.
 */
import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdMediaUnit } from '#src/api/contract/availability.ts';
import { parseMoney } from '#src/lib/money.ts';
import { UnitPicker } from '#src/resource/unit-picker.tsx';
import { useMutation, usePending } from '#src/sync/index.ts';
import { FormPanel } from '#src/ui/form-panel.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useCustomerChoices, usePackageChoices, useSpecialPriceAsker } from '../api/bookings.ts';
import { priceRequests } from '../mutations.ts';
import { QueuedActions } from '#src/resource/queued-actions.tsx';

type Kind = 'client' | 'package';

export function SpecialPricePage() {
  const { t } = useLingui();
  const { forCustomers, forItself } = useSpecialPriceAsker();
  const customers = useCustomerChoices();
  const packages = usePackageChoices();
  const askUnits = useMutation(priceRequests.requestClientSpecialPrice);
  const askPackage = useMutation(priceRequests.requestPackageSpecialPrice);
  const queued = usePending(priceRequests.requestClientSpecialPrice, priceRequests.requestPackageSpecialPrice);
  const [kind, setKind] = useState<Kind>('client');
  const [clientId, setClientId] = useState('');
  const [units, setUnits] = useState<AdMediaUnit[]>([]);
  const [packageId, setPackageId] = useState('');
  const [price, setPrice] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const packageOptions = useMemo(
    () => (packages.value ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    [packages.value],
  );

  const submit = () => {
    const amount = parseMoney(price);
    const found: Record<string, string> = {};
    if (amount === null || amount <= 0) found.price = t`Write a price per day greater than zero, e.g. 1.250,50.`;
    if (kind === 'client' && units.length === 0) found.units = t`Choose at least one unit.`;
    if (kind === 'package' && !packageId) found.package = t`Choose a package.`;
    if (forCustomers && !clientId && !forItself) found.client = t`Choose the customer the price is asked for.`;
    setErrors(found);
    if (Object.keys(found).length) return;
    const common = {
      price: amount!,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(clientId ? { clientId: Number(clientId) } : {}),
    };
    const request =
      kind === 'client'
        ? askUnits({ ...common, unitIds: units.map((u) => u.id) })
        : askPackage({
            ...common,
            packageId: Number(packageId),
            packageName: packageOptions.find((p) => p.value === packageId)?.label ?? '',
          });
    void request.then(() => {
      setUnits([]);
      setPrice('');
      setReason('');
    });
  };

  return (
    <Stack gap="4" maxW="3xl">
      <Text as="h1" textStyle="2xl" fontWeight="bold">
        <Trans>Ask for a special price</Trans>
      </Text>
      <Text color="fg.muted">
        <Trans>
          A manager answers it; the answer shows in the discount requests. It is sent as soon as there is a connection.
        </Trans>
      </Text>
      <QueuedActions actions={queued} waiting={t`Request waiting to reach the server.`} />
      <FormPanel label={t`Special price request`} onSubmit={submit}>
        <SelectField
          id="special-price-kind"
          label={<Trans>For</Trans>}
          value={kind}
          onChange={(v) => setKind(v as Kind)}
          options={[
            { value: 'client', label: t`Some units` },
            { value: 'package', label: t`A package` },
          ]}
        />
        {forCustomers && (
          <Stack gap="1">
            <SelectField
              id="special-price-client"
              label={<Trans>Customer</Trans>}
              value={clientId}
              onChange={setClientId}
              options={[
                { value: '', label: t`Choose…` },
                ...customers.map((c) => ({ value: String(c.id), label: c.name })),
              ]}
            />
            {errors.client && (
              <Text fontSize="sm" color="fg.error">
                {errors.client}
              </Text>
            )}
          </Stack>
        )}
        {kind === 'client' ? (
          <UnitPicker
            label={t`Units`}
            name="special-price-units"
            value={units}
            onChange={setUnits}
            error={errors.units}
          />
        ) : (
          <Stack gap="1">
            <SelectField
              id="special-price-package"
              label={<Trans>Package</Trans>}
              value={packageId}
              onChange={setPackageId}
              options={[{ value: '', label: t`Choose…` }, ...packageOptions]}
            />
            {errors.package && (
              <Text fontSize="sm" color="fg.error">
                {errors.package}
              </Text>
            )}
          </Stack>
        )}
        <TextInput
          label={t`Price asked per day`}
          name="special-price-price"
          value={price}
          onChange={setPrice}
          error={errors.price}
          required
          hint={kind === 'package' ? t`For the whole package.` : t`For each unit.`}
        />
        <TextArea label={t`Reason`} name="special-price-reason" value={reason} onChange={setReason} maxLength={1000} />
        <Stack direction="row" gap="2" wrap="wrap">
          <Button type="submit" colorPalette="brand">
            <Trans>Send request</Trans>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/dashboard/discount-requests">
              <Trans>See the requests</Trans>
            </Link>
          </Button>
        </Stack>
      </FormPanel>
    </Stack>
  );
}
