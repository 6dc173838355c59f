/**
 * /dashboard/print-work-orders/{id} (product.md §2, §4 field operations): one task per unit with its
 * print process (pending → printing → printed → delivered), its attached
 * files (and those waiting on this device), a file picker to attach more,
 * and "Finish" once every task is delivered. Every change is a named
 * mutation: it works offline and reaches the server once.
 */
import { useId } from 'react';
import { Box, Button, Heading, HStack, Link as ChakraLink, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { SelectField } from '#src/ui/select-field.tsx';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { useMutation } from '#src/sync/index.ts';
import { usePrintOrder, type TaskProcess } from '../api/field-work.ts';
import { printWorkOrders } from '../mutations.ts';
import { StatusBadge } from './status-badge.tsx';

const PROCESSES: TaskProcess[] = ['pending', 'printing', 'printed', 'delivered'];

function TaskRow({
  orderId,
  task,
  pending,
  closed,
}: {
  orderId: number;
  task: { unit_id: number; unit_title: string; process: string; file_ids: number[] };
  pending: string[];
  closed: boolean;
}) {
  const { t } = useLingui();
  const selectId = useId();
  const fileId = useId();
  const updateTaskProcess = useMutation(printWorkOrders.updateTaskProcess);
  const attachFile = useMutation(printWorkOrders.attachFile);
  const label: Record<TaskProcess, string> = {
    pending: t`Pending`,
    printing: t`Printing`,
    printed: t`Printed`,
    delivered: t`Delivered`,
  };
  const queued = t`Saved on this device: it will be sent when the connection returns.`;
  const change = async (process: TaskProcess) => {
    try {
      await updateTaskProcess({ orderId, unitId: task.unit_id, process, unitTitle: task.unit_title });
    } catch (error) {
      notifyError(error);
    }
  };
  const attach = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      try {
        await attachFile(
          { orderId, unitId: task.unit_id, file: 'file', fileName: file.name, unitTitle: task.unit_title },
          { blobs: { file } },
        );
        notifySuccess(queued);
      } catch (error) {
        notifyError(error);
      }
    }
  };
  return (
    <Box as="li" p="4" borderWidth="1px" borderRadius="lg" data-testid="print-task" data-unit-id={task.unit_id}>
      <Stack gap="2">
        <Text fontWeight="semibold">{task.unit_title}</Text>
        <HStack gap="3" wrap="wrap" align="end">
          <SelectField
            id={selectId}
            label={<Trans>Print process</Trans>}
            value={task.process}
            disabled={closed}
            onChange={(v) => void change(v as TaskProcess)}
            options={PROCESSES.map((p) => ({ value: p, label: label[p] }))}
          />
          {!closed && (
            <Box>
              <VisuallyHidden asChild>
                <input
                  id={fileId}
                  type="file"
                  multiple
                  onChange={(e) => {
                    void attach(e.currentTarget.files);
                    e.currentTarget.value = '';
                  }}
                />
              </VisuallyHidden>
              <Button asChild size="sm" variant="outline">
                <label htmlFor={fileId}>
                  <Trans>Attach file</Trans>
                </label>
              </Button>
            </Box>
          )}
        </HStack>
        <HStack gap="3" wrap="wrap" fontSize="sm">
          {task.file_ids.map((id, k) => (
            <ChakraLink key={id} href={`/api/files/get/${id}`} target="_blank" rel="noopener">
              <Trans>File {k + 1}</Trans>
            </ChakraLink>
          ))}
          {pending.map((name) => (
            <Text key={name} color="fg.muted">
              {name} (<Trans>waiting to upload</Trans>)
            </Text>
          ))}
          {task.file_ids.length === 0 && pending.length === 0 && (
            <Text color="fg.muted">
              <Trans>No files</Trans>
            </Text>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}

export function PrintWorkOrderPage({ id }: { id: number }) {
  const { t } = useLingui();
  const detail = usePrintOrder(id);
  const finishPrint = useMutation(printWorkOrders.finish);
  if (detail === undefined)
    return (
      <Text role="status" color="fg.muted">
        <Trans>Loading the print work order…</Trans>
      </Text>
    );
  if (detail === null) {
    return (
      <Stack gap="3" role="status">
        <Heading as="h1" size="xl">
          <Trans>This print work order is not on this device</Trans>
        </Heading>
        <Link to="/dashboard/print-work-orders">
          <Trans>Back to the print work orders</Trans>
        </Link>
      </Stack>
    );
  }
  const { order, pendingFiles } = detail;
  const closed = order.status === 'finished';
  const allDelivered = order.tasks.every((task) => task.process === 'delivered');
  return (
    <Stack gap="4" maxW="3xl">
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          <Trans>Print work order {order.id}</Trans>
        </Heading>
        <StatusBadge status={order.status} />
      </HStack>
      <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Print tasks by unit`}>
        {order.tasks.map((task) => (
          <TaskRow
            key={task.unit_id}
            orderId={order.id}
            task={task}
            pending={pendingFiles.get(task.unit_id) ?? []}
            closed={closed}
          />
        ))}
      </Stack>
      {!closed && (
        <Stack gap="1">
          {!allDelivered && (
            <Text fontSize="sm" color="fg.muted">
              <Trans>Every unit must be delivered before the order can be finished.</Trans>
            </Text>
          )}
          <Button
            colorPalette="brand"
            alignSelf="start"
            disabled={!allDelivered}
            onClick={() =>
              void finishPrint({ orderId: order.id, finishedAt: new Date().toISOString() }).then(
                () => notifySuccess(t`Saved on this device: it will be sent when the connection returns.`),
                notifyError,
              )
            }
          >
            <Trans>Finish print work order</Trans>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
