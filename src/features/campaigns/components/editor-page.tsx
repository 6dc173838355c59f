/**
 * The campaign editor at /dashboard/campaigns/{type}/{id?} (spec
 * product.md §2, §4): the steps of the campaign's type with Previous and
 * Next, opening at the server's step check (next step − 1; offline: the
 * mirrored campaign's). Without an id it creates the campaign (basic data,
 * needs a connection); with one, each step's data is queued through its
 * catalogue call and the editor moves on at once, online or not.
 *
 * The unit selection adds and removes units on the map or the list; adding a
 * unit whose media type has no dates yet says "Elige primero fechas para el
 * tipo de medio" (English: "Choose dates for the media type first"). The last
 * step is the cart; Finish saves it and opens the campaign's detail.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '#src/api/errors.ts';
import { useCreateCampaign } from '../api/lookups.ts';
import { Freshness } from '#src/ui/freshness.tsx';
import { Wizard } from '#src/ui/wizard.tsx';
import { useCampaignDetail, useCampaignFreshness, useRefreshCampaign, type StepInput } from '../api/campaign-editor.ts';
import { useMutation } from '#src/sync/index.ts';
import { campaigns, campaignStep } from '../mutations.ts';
import { currentStepIndex, moveStep, type CampaignType, type StepKey } from '#src/domain/steps.ts';
import { CartTotals } from './cart-parts.tsx';
import { CampaignNotHere } from './campaign-frame.tsx';
import { CartStep, UnitSelectionStep } from './cart-steps.tsx';
import { useCampaignTypeLabels } from './campaigns-page.tsx';
import {
  AdvancedFiltersStep,
  BasicDataForm,
  BudgetDistributionStep,
  BudgetDistributionTypeStep,
  DatesStep,
  MediaTypesDistributionStep,
  MediaTypesStep,
  PoisStep,
  PrintDatesStep,
  STEP_FORM_ID,
  YodaFactorStep,
  type BasicDataValues,
} from './steps.tsx';
import { CAMPAIGN_STATUS_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';

/** The steps' names, both languages. */
export function useStepLabels(): Record<StepKey, string> {
  const { t } = useLingui();
  return {
    basic_data: t`Basic data`,
    budget_distribution_type: t`Budget distribution type`,
    media_types: t`Media types`,
    budget_distribution: t`Budget distribution`,
    yoda_factor: t`Yoda factor`,
    media_types_distribution: t`Distribution by media type`,
    dates: t`Dates`,
    print_dates: t`Print dates`,
    advanced_filters: t`Advanced filters`,
    pois: t`Points of interest`,
    unit_selection: t`Unit selection`,
    units_update: t`Cart`,
  };
}

/** Creating a campaign: step 1 online, then the editor of the new campaign. */
function CreateCampaign({ type }: { type: CampaignType }) {
  const { t } = useLingui();
  const create = useCreateCampaign();
  const navigate = useNavigate();
  const labels = useCampaignTypeLabels();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (values: BasicDataValues) => {
    setBusy(true);
    setError('');
    try {
      const created = await create({ ...values, campaign_type: type });
      await navigate({ to: '/dashboard/campaigns/$type/$id', params: { type, id: created.id } });
    } catch (e) {
      setError(
        e instanceof ApiError && e.isNetwork
          ? t`Creating a campaign needs a connection. Your answers are kept: try again when you are online.`
          : e instanceof Error
            ? e.message
            : String(e),
      );
    } finally {
      setBusy(false);
    }
  };
  const label = labels[type];
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="2xl">
        <Trans>New campaign: {label}</Trans>
      </Heading>
      <BasicDataForm type={type} submit={submit} busy={busy} />
      {error && (
        <Text role="alert" color="fg.error">
          {error}
        </Text>
      )}
      <HStack>
        <Button type="submit" form={STEP_FORM_ID} loading={busy} loadingText={<Trans>Create and continue</Trans>}>
          <Trans>Create and continue</Trans>
        </Button>
        <Link to="/dashboard/campaigns/select">
          <Trans>Back</Trans>
        </Link>
      </HStack>
    </Stack>
  );
}

function EditCampaign({ type, id }: { type: CampaignType; id: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const detail = useCampaignDetail(id);
  const refresh = useRefreshCampaign(id);
  const lastRead = useCampaignFreshness(id);
  const queueStep = useMutation(campaignStep);
  const queueDates = useMutation(campaigns.dates);
  const labels = useStepLabels();
  const statusLabel = useEnumLabel(CAMPAIGN_STATUS_LABELS);
  const [index, setIndex] = useState<number | null>(null);
  const steps = (detail?.steps ?? []) as StepKey[];
  // opens once at the step check (after the refresh, or offline at once); later saves do not move the user
  if (index === null && detail && refresh.state !== 'loading') setIndex(currentStepIndex(steps, detail.next_step));
  useEffect(() => {
    if (detail && detail.campaign_type.key !== type)
      void navigate({
        to: '/dashboard/campaigns/$type/$id',
        params: { type: detail.campaign_type.key, id: id },
        replace: true,
      });
  }, [detail, type, id, navigate]);

  if (detail === undefined || (detail === null && refresh.state === 'loading'))
    return (
      <Text role="status" color="fg.muted">
        <Trans>Opening the campaign…</Trans>
      </Text>
    );
  if (detail === null) return <CampaignNotHere refresh={refresh} />;
  const current = index ?? currentStepIndex(steps, detail.next_step);
  const key = steps[current]!;
  const go = (to: number | null) => {
    if (to !== null) setIndex(to);
    window.scrollTo?.({ top: 0 });
  };
  const next = () => {
    const to = moveStep(steps, current, 1);
    if (to === null) void navigate({ to: '/dashboard/campaigns/$type/$id/detail', params: { type, id: id } });
    else go(to);
  };
  const save = (args: StepInput) => queueStep({ ...args, campaignId: id });
  const common = { detail, type, onSaved: next, save };
  const body = (() => {
    switch (key) {
      case 'basic_data':
        return (
          <BasicDataForm
            type={type}
            initial={detail}
            submit={async (v) => {
              await save({ step: 'basic_data', budget: type === 'budget', body: v });
              next();
            }}
          />
        );
      case 'budget_distribution_type':
        return <BudgetDistributionTypeStep {...common} />;
      case 'media_types':
        return <MediaTypesStep {...common} />;
      case 'budget_distribution':
        return <BudgetDistributionStep {...common} />;
      case 'yoda_factor':
        return <YodaFactorStep {...common} />;
      case 'media_types_distribution':
        return <MediaTypesDistributionStep {...common} />;
      case 'dates':
        return <DatesStep {...common} setDates={(change) => queueDates({ ...change, campaignId: id })} />;
      case 'print_dates':
        return <PrintDatesStep {...common} />;
      case 'advanced_filters':
        return <AdvancedFiltersStep {...common} />;
      case 'pois':
        return <PoisStep {...common} />;
      case 'unit_selection':
        return (
          <UnitSelectionStep
            detail={detail}
            onSaved={next}
            save={() => save({ step: 'unit_selection', budget: type === 'budget', body: {} })}
          />
        );
      case 'units_update':
        return <CartStep detail={detail} onSaved={next} onReplace={() => go(steps.indexOf('unit_selection'))} />;
    }
  })();
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Box>
          <Heading as="h1" size="2xl">
            {detail.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {detail.client.name} · {statusLabel(detail.status)}
          </Text>
        </Box>
        <HStack gap="3" wrap="wrap">
          {refresh.state === 'offline' && (
            <Text fontSize="sm" color="fg.warning" role="status">
              <Trans>Offline: changes are kept on this device and sent when the connection returns.</Trans>
            </Text>
          )}
          <Freshness lastPulledAt={lastRead} />
          <Link to="/dashboard/campaigns/$type/$id/detail" params={{ type, id: id }}>
            <Trans>Campaign detail</Trans>
          </Link>
        </HStack>
      </Flex>
      <Wizard
        steps={steps.map((s) => ({ id: s, label: labels[s] }))}
        current={current}
        onPrevious={() => go(moveStep(steps, current, -1))}
        onStepSelect={(i) => go(i)}
        onNext={() => {
          const form = document.getElementById(STEP_FORM_ID) as HTMLFormElement | null;
          if (form) form.requestSubmit();
          else next();
        }}
        finishLabel={t`Finish`}
      >
        {body}
      </Wizard>
      {key !== 'units_update' && detail.units.length > 0 && <CartTotals detail={detail} />}
    </Stack>
  );
}

/** The editor (module doc). `id` absent: creating. */
export function CampaignEditorPage({ type, id }: { type: CampaignType; id?: number | undefined }) {
  return id ? <EditCampaign type={type} id={id} /> : <CreateCampaign type={type} />;
}
