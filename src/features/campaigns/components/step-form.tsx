/**
 * What every step form of the campaign editor shares (spec product.md §4): the one
 * `<form id={STEP_FORM_ID}>` the wizard's Next submits, the props a step gets, how it
 * saves (`save` queues the step's `campaign.step` call; it resolves once queued, not sent),
 * number parsing, and the notice for lists only the server has.
 */
import type { FormEvent, ReactNode } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { CampaignType } from '#src/domain/steps.ts';
import type { CampaignDetail, StepInput } from '../api/campaign-editor.ts';

/** Id of the current step's form (the wizard's Next submits it). */
export const STEP_FORM_ID = 'campaign-step';

/** What a step form is given. `save` queues the step's call; it resolves once queued (not sent). */
export interface StepProps {
  detail: CampaignDetail;
  type: CampaignType;
  onSaved: () => void;
}

export function StepForm({
  onSubmit,
  children,
  error,
}: {
  onSubmit: () => Promise<void> | void;
  children: ReactNode;
  error?: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onSubmit();
  };
  return (
    <form id={STEP_FORM_ID} onSubmit={submit} noValidate>
      <Stack gap="4">
        {children}
        {error ? (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}

export const toNumber = (s: string): number | null => {
  const n = Number(s.replace(',', '.'));
  return s.trim() !== '' && Number.isFinite(n) ? n : null;
};

export function NeedsConnection({ retry }: { retry: () => void }) {
  return (
    <HStack role="status" gap="3" p="3" borderWidth="1px" borderRadius="md" wrap="wrap">
      <Text>
        <Trans>This list comes from the server and needs a connection.</Trans>
      </Text>
      <Button size="sm" variant="outline" onClick={retry}>
        <Trans>Retry</Trans>
      </Button>
    </HStack>
  );
}

/** A step saved through `save` (the editor queues it), then `onSaved`. */
export type Save = (args: StepInput) => Promise<unknown>;
