/**
 * Alert dialog (spec product.md §2 "Alert dialogs show a title and description
 * lines"; §9 "Alert title truncated to 90 characters, each description line to
 * 150; alert exit delay 702 ms, button focus after 50 ms"; "alert dialog 384 px").
 * role=alertdialog, labelled by the title and described by the lines.
 *
 * Invariants:
 * - The action button receives focus ALERT_FOCUS_DELAY_MS after opening, so
 *   Enter confirms and Escape cancels.
 * - Choosing closes the dialog at once (exit animation) and calls `onAction`
 *   or `onCancel` ALERT_EXIT_DELAY_MS later, when the animation is over, so a
 *   follow-up screen or dialog never overlaps the leaving one. A second choice
 *   during that delay is ignored.
 * - The full title and lines stay available as a tooltip (title attribute)
 *   when they were truncated.
 */
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { truncate } from '../lib/text.ts';

/** Longest title shown (spec §9), in characters. */
export const ALERT_TITLE_MAX = 90;
/** Longest description line shown (spec §9), in characters. */
export const ALERT_LINE_MAX = 150;
/** Wait after choosing before the callback runs (spec §9), in ms. */
export const ALERT_EXIT_DELAY_MS = 702;
/** Wait after opening before the action button takes focus (spec §9), in ms. */
export const ALERT_FOCUS_DELAY_MS = 50;
/** Width of the alert (spec §9), in px. */
export const ALERT_WIDTH_PX = 384;

export interface AlertDialogProps {
  open: boolean;
  title: string;
  /** Description lines: an array, or one string split at line breaks. */
  description?: string | readonly string[];
  /** Label of the action button, default "Accept". */
  actionLabel?: ReactNode;
  /** Colour of the action: 'danger' for destructive choices. */
  tone?: 'default' | 'danger';
  /** Called ALERT_EXIT_DELAY_MS after the action button is chosen. */
  onAction: () => void;
  /** When given, shows a Cancel button; also called on Escape (after the same delay). */
  onCancel?: () => void;
  cancelLabel?: ReactNode;
}

/** A small confirmation / notice dialog with title, lines and one or two buttons. */
export function AlertDialog({
  open,
  title,
  description,
  actionLabel,
  tone = 'default',
  onAction,
  onCancel,
  cancelLabel,
}: AlertDialogProps) {
  const actionRef = useRef<HTMLButtonElement>(null);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lines = typeof description === 'string' ? description.split('\n') : (description ?? []);
  const shownTitle = truncate(title, ALERT_TITLE_MAX);

  // Reset when the parent opens the dialog again (adjusted during render, no extra effect pass).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setLeaving(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const focus = setTimeout(() => actionRef.current?.focus(), ALERT_FOCUS_DELAY_MS);
    return () => clearTimeout(focus);
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (callback: (() => void) | undefined) => {
    if (leaving) return;
    setLeaving(true);
    timer.current = setTimeout(() => callback?.(), ALERT_EXIT_DELAY_MS);
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open && !leaving}
      onOpenChange={(details) => {
        if (!details.open) choose(onCancel ?? onAction);
      }}
      closeOnInteractOutside={false}
      placement="center"
      initialFocusEl={() => actionRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`min(${ALERT_WIDTH_PX}px, calc(100vw - 2rem))`} maxWidth={`${ALERT_WIDTH_PX}px`}>
            <Dialog.Header>
              <Dialog.Title title={shownTitle === title ? undefined : title}>{shownTitle}</Dialog.Title>
            </Dialog.Header>
            {lines.length > 0 && (
              <Dialog.Body>
                <Dialog.Description asChild>
                  <Stack gap="1">
                    {lines.map((line, i) => {
                      const shown = truncate(line, ALERT_LINE_MAX);
                      return (
                        <Text key={i} title={shown === line ? undefined : line}>
                          {shown}
                        </Text>
                      );
                    })}
                  </Stack>
                </Dialog.Description>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              {onCancel && (
                <Button variant="outline" onClick={() => choose(onCancel)}>
                  {cancelLabel ?? <Trans>Cancel</Trans>}
                </Button>
              )}
              <Button
                ref={actionRef}
                colorPalette={tone === 'danger' ? 'red' : 'brand'}
                onClick={() => choose(onAction)}
              >
                {actionLabel ?? <Trans>Accept</Trans>}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
