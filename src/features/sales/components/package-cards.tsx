/**
 * Package cards (product.md §2 shared widget "package cards"; §9 "Package price": value / days = price per day) and
 * the by-package proposal pages (§2 "proposals: by-package, {id}/by-package"). Each card names the package, its
 * country and media type, how many units and days it holds, its value and daily price in its currency; one card is
 * chosen at a time (a radio group, keyboard friendly). `/dashboard/proposals/by-package` starts a proposal from the
 * chosen package for a customer and a start date (the server copies its units and segments; online, as creating
 * any proposal); `/dashboard/proposals/{id}/by-package` adds the package's units to a proposal (queued: offline
 * too). The packages are a server read kept on the device.
 */
import { useState } from 'react';
import { Box, Button, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SalesPackage } from '#src/api/contract/sales.ts';
import { ApiError } from '#src/api/errors.ts';
import { addDays } from '#src/lib/dates.ts';
import { formatMoney } from '#src/lib/money.ts';
import { useMutation } from '#src/sync/index.ts';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useCustomerChoices, usePackageChoices } from '../api/bookings.ts';
import { useSalesLookups } from '../api/lookups.ts';
import { useCreateProposal } from '../api/proposals.ts';
import { proposals as m } from '../mutations.ts';
import { WithProposal } from './proposal-summary.tsx';

/** The packages as cards; `value` the chosen package id ('' none). */
export function PackageCards({
  packages,
  value,
  onChange,
}: {
  packages: readonly SalesPackage[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useLingui();
  const { countries, mediaTypes } = useSalesLookups();
  if (!packages.length)
    return (
      <Text role="status" color="fg.muted">
        <Trans>There are no packages yet.</Trans>
      </Text>
    );
  return (
    <RadioGroup.Root value={value} onValueChange={(e) => onChange(e.value ?? '')} aria-label={t`Packages`}>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {packages.map((p) => {
          const currency = p.currency ?? undefined;
          return (
            <RadioGroup.Item
              key={p.id}
              value={String(p.id)}
              alignItems="start"
              p="3"
              borderWidth="1px"
              borderRadius="md"
              borderColor={value === String(p.id) ? 'brand.solid' : 'border'}
              data-package-id={p.id}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText asChild>
                <Stack gap="1">
                  <Text fontWeight="semibold">{p.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {countries.find((c) => c.id === p.country_id)?.name ?? ''} ·{' '}
                    {mediaTypes.find((x) => x.id === p.media_type_id)?.name ?? ''}
                  </Text>
                  <Text fontSize="sm">
                    <Plural value={p.unit_ids.length} one="# unit" other="# units" /> ·{' '}
                    <Plural value={p.duration} one="# day" other="# days" />
                  </Text>
                  <Text fontSize="sm">
                    {formatMoney(p.value, { currency })} ·{' '}
                    {t`${formatMoney(Math.round((p.value / Math.max(1, p.duration)) * 100) / 100, { currency })} per day`}
                  </Text>
                </Stack>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          );
        })}
      </SimpleGrid>
    </RadioGroup.Root>
  );
}

/** `/dashboard/proposals/by-package`: a new proposal from a package. */
export function ByPackagePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const packages = usePackageChoices();
  const customers = useCustomerChoices();
  const create = useCreateProposal();
  const [chosen, setChosen] = useState('');
  const [client, setClient] = useState('');
  const [start, setStart] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pkg = packages.value?.find((p) => String(p.id) === chosen);
  const submit = async () => {
    if (!pkg || !client || !start) {
      setError(t`Choose a package, the customer and the start date.`);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const p = await create({
        name: pkg.name,
        client_id: Number(client),
        start_date: start,
        end_date: addDays(start, pkg.duration - 1),
        package_id: pkg.id,
      });
      await navigate({ to: '/dashboard/proposals/$id', params: { id: p.id } });
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 0
          ? t`Creating a proposal needs a connection. What you chose stays here.`
          : e instanceof Error
            ? e.message
            : String(e),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="4" maxW="6xl">
      <Text as="h1" textStyle="2xl" fontWeight="bold">
        <Trans>New proposal from a package</Trans>
      </Text>
      <ReadState read={packages} what={t`the packages`} />
      {packages.value && <PackageCards packages={packages.value} value={chosen} onChange={setChosen} />}
      <Stack gap="3" maxW="md">
        <SelectField
          id="by-package-client"
          label={<Trans>Customer</Trans>}
          value={client}
          onChange={setClient}
          options={[
            { value: '', label: t`Choose…` },
            ...customers.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        <TextInput label={t`Start date`} name="by-package-start" type="date" value={start} onChange={setStart} />
        {pkg && start && (
          <Text fontSize="sm" color="fg.muted">
            <Trans>Ends on {addDays(start, pkg.duration - 1)}.</Trans>
          </Text>
        )}
        {error && (
          <Text color="fg.error" role="alert">
            {error}
          </Text>
        )}
        <Button
          colorPalette="brand"
          alignSelf="start"
          loading={busy}
          loadingText={t`Creating…`}
          onClick={() => void submit()}
        >
          <Trans>Create proposal</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}

/** `/dashboard/proposals/{id}/by-package`: a package's units added to a proposal. */
export function AddPackagePage({ id }: { id: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const packages = usePackageChoices();
  const addUnits = useMutation(m.addProposalUnits);
  const [chosen, setChosen] = useState('');
  return (
    <WithProposal id={id}>
      {(p) => {
        const pkg = packages.value?.find((x) => String(x.id) === chosen);
        const fresh = pkg ? pkg.unit_ids.filter((u) => !p.units.some((l) => l.unit_id === u)) : [];
        return (
          <Stack gap="4" maxW="6xl">
            <Text as="h1" textStyle="2xl" fontWeight="bold">
              <Trans>Add a package to {p.name}</Trans>
            </Text>
            <ReadState read={packages} what={t`the packages`} />
            {packages.value && <PackageCards packages={packages.value} value={chosen} onChange={setChosen} />}
            <Box>
              <Button
                colorPalette="brand"
                disabled={!fresh.length}
                onClick={() => {
                  void addUnits({
                    proposalId: p.id,
                    name: p.name,
                    unitIds: fresh,
                    titles: fresh.map((u) => `#${u}`),
                  }).then(() => navigate({ to: '/dashboard/proposals/$id', params: { id: p.id } }));
                }}
              >
                {t`Add ${fresh.length} units`}
              </Button>
            </Box>
          </Stack>
        );
      }}
    </WithProposal>
  );
}
