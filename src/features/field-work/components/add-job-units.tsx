/**
 * An order job's "Add units" (api-catalogue.md "Order jobs": POST /order-jobs/{id}/add-units;
 * issue 15 "Pickers, not ids"): staff find the units by name, SKU or address with the shared
 * UnitPicker and queue one `orderJobs.addUnits` with their ids (sent when the connection
 * returns; the server skips units already in the job). Units already in the job are not offered.
 */
import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { UnitPicker, type AdMediaUnit } from '#src/resource/unit-picker.tsx';
import { useMutation } from '#src/sync/index.ts';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { orderJobs } from '../mutations.ts';

export function AddJobUnits({ jobId, unitIdsInJob }: { jobId: number; unitIdsInJob: readonly number[] }) {
  const { t } = useLingui();
  const addUnits = useMutation(orderJobs.addUnits);
  const [chosen, setChosen] = useState<AdMediaUnit[]>([]);
  const [tried, setTried] = useState(false);
  const submit = async () => {
    setTried(true);
    if (!chosen.length) return;
    try {
      await addUnits({ jobId, unitIds: chosen.map((u) => u.id) });
      notifySuccess(t`Saved on this device: it will be sent when the connection returns.`);
      setChosen([]);
      setTried(false);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack
      as="form"
      gap="2"
      maxW="2xl"
      aria-label={t`Add units`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <UnitPicker
        label={t`Units to add`}
        name="job-units"
        value={chosen}
        onChange={setChosen}
        skipIds={unitIdsInJob}
        error={tried && !chosen.length ? t`Choose at least one unit.` : undefined}
      />
      <Button size="sm" type="submit" variant="outline" alignSelf="start">
        <Trans>Add units</Trans>
      </Button>
    </Stack>
  );
}
