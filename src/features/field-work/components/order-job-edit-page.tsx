/**
 * /dashboard/order-jobs/{id}/edit (product.md §2, §4 field operations): the scheduled date and
 * description of a job, for operations staff. Saving queues `orderJobs.update`
 * (works offline) and goes back to the job; leaving with changes asks first.
 */
import { useState } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { isIsoDate } from '#src/lib/dates.ts';
import { useUnsavedChanges } from '#src/lib/unsaved-changes.ts';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useMutation } from '#src/sync/index.ts';
import { useCanManageJobs, useOrderJob, type OrderJobRow } from '../api/field-work.ts';
import { orderJobs } from '../mutations.ts';

function EditForm({ job }: { job: OrderJobRow }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const update = useMutation(orderJobs.update);
  const [date, setDate] = useState(job.scheduled_date);
  const [description, setDescription] = useState(job.description);
  const [tried, setTried] = useState(false);
  const dirty = date !== job.scheduled_date || description !== job.description;
  useUnsavedChanges(dirty);
  const dateError = tried && !isIsoDate(date) ? t`Write the date as YYYY-MM-DD.` : undefined;
  const descriptionError = tried && !description.trim() ? t`The description is required.` : undefined;
  const save = async () => {
    setTried(true);
    if (!isIsoDate(date) || !description.trim()) return;
    try {
      await update({ jobId: job.id, scheduledDate: date, description });
      notifySuccess(t`Saved on this device: it will be sent when the connection returns.`);
      await navigate({ to: '/dashboard/order-jobs/$id', params: { id: job.id } });
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack
      as="form"
      gap="4"
      maxW="xl"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Heading as="h1" size="2xl">
        <Trans>Edit order job {job.id}</Trans>
      </Heading>
      <TextInput
        label={t`Scheduled date (YYYY-MM-DD)`}
        name="scheduled_date"
        value={date}
        onChange={setDate}
        error={dateError}
        required
      />
      <TextArea
        label={t`Description`}
        name="description"
        value={description}
        onChange={setDescription}
        maxLength={2000}
        error={descriptionError}
        required
      />
      <HStack gap="2">
        <Button type="submit" colorPalette="brand">
          <Trans>Save</Trans>
        </Button>
        <Button variant="ghost" asChild>
          <Link to="/dashboard/order-jobs/$id" params={{ id: job.id }}>
            <Trans>Cancel</Trans>
          </Link>
        </Button>
      </HStack>
    </Stack>
  );
}

export function OrderJobEditPage({ id }: { id: number }) {
  const detail = useOrderJob(id);
  const canManage = useCanManageJobs();
  if (detail === undefined)
    return (
      <Text role="status" color="fg.muted">
        <Trans>Loading the order job…</Trans>
      </Text>
    );
  if (detail === null || !canManage) {
    return (
      <Stack gap="3" role="status">
        <Heading as="h1" size="xl">
          <Trans>This order job cannot be edited here</Trans>
        </Heading>
        <Link to="/dashboard/order-jobs">
          <Trans>Back to the order jobs</Trans>
        </Link>
      </Stack>
    );
  }
  return <EditForm job={detail.job} />;
}
