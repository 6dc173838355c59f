/**
 * /dashboard/order-jobs/{id} (product.md §2, §4 field operations): the job from the mirror — status,
 * technician, date, description, its items (one per unit: address, side,
 * what to do, photos) and its routes — with accept, reject (with a reason)
 * and finish, each queued in the outbox so it works offline. Comments and
 * the event timeline are read from the server and say plainly when there is
 * no connection.
 */
import { useState } from 'react';
import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '#src/lib/dates.ts';
import { Freshness } from '#src/ui/freshness.tsx';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import {
  useCanManageJobs,
  useCanWorkJobs,
  useFieldFreshness,
  useKnownTechnicians,
  useOrderJob,
} from '../api/field-work.ts';
import { JobThread } from './job-thread.tsx';
import { AddJobUnits } from './add-job-units.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { useNavigate } from '@tanstack/react-router';
import { ReportNotOnDeviceError, usePhotoReportLoader, type PhotoReport } from '../api/photo-report.ts';
import { PdfPreview } from '#src/ui/pdf-preview.tsx';
import { formatDateTime } from '#src/lib/dates.ts';
import { photoCount } from '../model/routes.ts';
import { StatusBadge } from './status-badge.tsx';
import { useMutation } from '#src/sync/index.ts';
import { orderJobs, routes as routeMutations } from '../mutations.ts';

/** Runs a queued action and says so (or shows why it was refused before being queued). */
async function run(action: () => Promise<unknown>, done: string): Promise<void> {
  try {
    await action();
    notifySuccess(done);
  } catch (error) {
    notifyError(error);
  }
}

export function OrderJobPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const detail = useOrderJob(id);
  const lastPulledAt = useFieldFreshness();
  const accept = useMutation(orderJobs.accept);
  const reject = useMutation(orderJobs.reject);
  const finish = useMutation(orderJobs.finish);
  const assignTechnician = useMutation(orderJobs.assignTechnician);
  const remove = useMutation(orderJobs.remove);
  const removeUnits = useMutation(orderJobs.removeUnits);
  const deleteItem = useMutation(orderJobs.deleteItem);
  const assignRouteTechnician = useMutation(routeMutations.assignTechnician);
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const canManage = useCanManageJobs();
  const canWork = useCanWorkJobs();
  const technicians = useKnownTechnicians();
  const [technicianId, setTechnicianId] = useState('');
  const navigate = useNavigate();
  const loadReport = usePhotoReportLoader();
  const [report, setReport] = useState<PhotoReport | null>(null);
  const [loadingReport, setLoadingReport] = useState(false);
  const openReport = async () => {
    setLoadingReport(true);
    try {
      setReport(await loadReport(id, i18n.locale === 'en' ? 'en' : 'es'));
    } catch (error) {
      notifyError(
        error instanceof ReportNotOnDeviceError
          ? { message: t`The photo report needs a connection the first time; afterwards it opens offline.` }
          : error,
      );
    } finally {
      setLoadingReport(false);
    }
  };
  if (detail === undefined)
    return (
      <Text role="status" color="fg.muted">
        <Trans>Loading the order job…</Trans>
      </Text>
    );
  if (detail === null) {
    return (
      <Stack gap="3" role="status">
        <Heading as="h1" size="xl">
          <Trans>This order job is not on this device</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            It may not be assigned to you, or it has not downloaded yet: connect to the internet and try again.
          </Trans>
        </Text>
        <Link to="/dashboard/order-jobs">
          <Trans>Back to the order jobs</Trans>
        </Link>
      </Stack>
    );
  }
  const { job, items, routes } = detail;
  const savedAt = report ? formatDateTime(report.savedAt, i18n.locale) : '';
  const queued = t`Saved on this device: it will be sent when the connection returns.`;
  const unphotographed = items.filter((i) => photoCount(i) === 0).length;
  const closed = job.status === 'finished' || job.status === 'rejected';
  return (
    <Stack gap="4" maxW="4xl">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          <Trans>Order job {job.id}</Trans>
        </Heading>
        <Freshness lastPulledAt={lastPulledAt} />
      </Flex>
      <HStack gap="3" wrap="wrap">
        <StatusBadge status={job.status} />
        <Text>{formatDate(job.scheduled_date)}</Text>
        <Text color="fg.muted">{job.technician?.name ?? t`No technician assigned`}</Text>
      </HStack>
      <Text>{job.description}</Text>
      {job.reject_reason && (
        <Text color="fg.error">
          <Trans>Rejected: {job.reject_reason}</Trans>
        </Text>
      )}
      {canWork && (
        <HStack gap="2" wrap="wrap">
          {job.status === 'pending' && (
            <Button colorPalette="brand" onClick={() => void run(() => accept({ jobId: job.id }), queued)}>
              <Trans>Accept</Trans>
            </Button>
          )}
          {(job.status === 'pending' || job.status === 'accepted') && (
            <Button variant="outline" onClick={() => setRejecting((x) => !x)}>
              <Trans>Reject…</Trans>
            </Button>
          )}
          {(job.status === 'accepted' || job.status === 'in_progress') && (
            <Button
              colorPalette="brand"
              disabled={unphotographed > 0}
              onClick={() => void run(() => finish({ jobId: job.id, finishedAt: new Date().toISOString() }), queued)}
            >
              <Trans>Finish order job</Trans>
            </Button>
          )}
        </HStack>
      )}
      <HStack gap="2" wrap="wrap">
        <Button
          variant="outline"
          onClick={() => void openReport()}
          loading={loadingReport}
          loadingText={<Trans>Photo report</Trans>}
        >
          <Trans>Photo report</Trans>
        </Button>
        {report?.fromDevice && (
          <Text fontSize="sm" color="fg.muted" data-testid="report-from-device">
            <Trans>Copy kept on this device ({savedAt})</Trans>
          </Text>
        )}
      </HStack>
      {report && (
        <PdfPreview
          open
          onClose={() => setReport(null)}
          file={report.pdf}
          title={t`Photo report of order job ${job.id}`}
        />
      )}
      {unphotographed > 0 && (job.status === 'accepted' || job.status === 'in_progress') && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Every unit needs a photo before the job can be finished ({unphotographed} left).</Trans>
        </Text>
      )}
      {rejecting && (
        <Stack
          as="form"
          gap="2"
          maxW="md"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => reject({ jobId: job.id, reason }), queued).then(() => setRejecting(false));
          }}
        >
          <TextInput
            label={t`Why do you reject it?`}
            name="reason"
            value={reason}
            onChange={setReason}
            maxLength={500}
            required
          />
          <Button type="submit" colorPalette="red" disabled={!reason.trim()} alignSelf="start">
            <Trans>Reject order job</Trans>
          </Button>
        </Stack>
      )}
      {canManage && !closed && (
        <Stack gap="2" p="3" borderWidth="1px" borderRadius="md" data-testid="job-admin">
          <HStack gap="2" wrap="wrap" align="end">
            <SelectField
              id="assign-technician"
              label={<Trans>Technician</Trans>}
              value={technicianId}
              onChange={setTechnicianId}
              minW="220px"
              options={[
                { value: '', label: t`Choose a technician` },
                ...technicians.map((p) => ({ value: String(p.id), label: p.name })),
              ]}
            />
            <Button
              size="sm"
              disabled={!technicianId}
              onClick={() => {
                const chosen = technicians.find((p) => String(p.id) === technicianId);
                if (chosen)
                  void run(
                    () => assignTechnician({ jobId: job.id, technicianId: chosen.id, technicianName: chosen.name }),
                    queued,
                  );
              }}
            >
              <Trans>Assign</Trans>
            </Button>
            <Button size="sm" variant="outline" asChild>
              <Link to="/dashboard/order-jobs/$id/edit" params={{ id: job.id }}>
                <Trans>Edit</Trans>
              </Link>
            </Button>
            {(job.status === 'pending' || job.status === 'rejected') && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() =>
                  void run(() => remove({ jobId: job.id }), queued).then(() =>
                    navigate({ to: '/dashboard/order-jobs' }),
                  )
                }
              >
                <Trans>Delete order job</Trans>
              </Button>
            )}
          </HStack>
          <AddJobUnits jobId={job.id} unitIdsInJob={items.map((i) => i.unit_id)} />
        </Stack>
      )}
      <Heading as="h2" size="lg">
        <Trans>Units</Trans>
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Units of the order job`}>
        {items.map((item) => {
          const count = photoCount(item);
          return (
            <Box as="li" key={item.id} p="3" borderWidth="1px" borderRadius="md">
              <Text fontWeight="medium">{item.unit.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {item.unit.address} · <Trans>Side {item.side}</Trans> · {item.task}
              </Text>
              <Text fontSize="sm">
                {count ? <Plural value={count} one="# photo" other="# photos" /> : <Trans>No photo yet</Trans>}
              </Text>
              {canManage && !closed && (
                <HStack gap="1" mt="1">
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() =>
                      void run(
                        () => removeUnits({ jobId: job.id, unitId: item.unit_id, unitTitle: item.unit.title }),
                        queued,
                      )
                    }
                  >
                    <Trans>Remove from the job</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() =>
                      void run(() => deleteItem({ jobId: job.id, itemId: item.id, unitTitle: item.unit.title }), queued)
                    }
                  >
                    <Trans>Delete item</Trans>
                  </Button>
                </HStack>
              )}
            </Box>
          );
        })}
      </Stack>
      <Heading as="h2" size="lg">
        <Trans>Routes</Trans>
      </Heading>
      {routes.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No routes yet.</Trans>
        </Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none">
          {routes.map((r) => (
            <HStack as="li" key={r.id} gap="3">
              <Link to="/dashboard/routes/$id" params={{ id: r.id }}>
                <Trans>Route {r.id}</Trans>
              </Link>
              <Text>{formatDate(r.date)}</Text>
              <StatusBadge status={r.status} />
              <Text fontSize="sm" color="fg.muted">
                {r.technician?.name ?? t`No technician assigned`}
              </Text>
              {canManage && r.status !== 'finished' && technicianId && (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => {
                    const chosen = technicians.find((p) => String(p.id) === technicianId);
                    if (chosen)
                      void run(
                        () =>
                          assignRouteTechnician({
                            routeId: r.id,
                            technicianId: chosen.id,
                            technicianName: chosen.name,
                          }),
                        queued,
                      );
                  }}
                >
                  <Trans>Give this route to the chosen technician</Trans>
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
      <JobThread jobId={job.id} closed={closed} />
    </Stack>
  );
}
