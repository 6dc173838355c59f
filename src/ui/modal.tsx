/**
 * Modal window (spec product.md §2 "modal with close button, optional
 * previous/next, optional close on background click and an exit button
 * labelled 'Salir'"; §9 "modal 1000 by 700", "modal stacking 1000").
 * Chakra Dialog: focus is trapped inside, Escape closes, focus returns to the
 * element that opened it.
 *
 * Invariants:
 * - At most 1000 × 700 px; below that it takes the viewport minus a margin,
 *   and the body scrolls.
 * - Clicking the backdrop closes only with `closeOnBackdrop` (default false),
 *   so a stray click never loses a half-filled form.
 * - Stacks at z-index 1000; popovers, menus and the date popup opened inside
 *   it sit above (1500+ and 2001) and are portalled into the dialog
 *   (PopupContainer), so assistive technology still perceives them.
 */
import { useRef, type ReactNode } from 'react';
import { Button, CloseButton, Dialog, HStack, IconButton, Portal } from '@chakra-ui/react';
import { PopupContainer } from './popup-portal.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** Largest modal size (spec §9), in px. */
export const MODAL_MAX_WIDTH_PX = 1000;
export const MODAL_MAX_HEIGHT_PX = 700;
/** Stacking level of the modal (spec §9). */
export const MODAL_Z_INDEX = 1000;

export interface ModalProps {
  open: boolean;
  /** Called by the close button, the exit button, Escape and (when enabled) the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Extra footer actions, shown before the exit button. */
  footer?: ReactNode;
  /** Shows a "Previous" button. */
  onPrevious?: () => void;
  /** Shows a "Next" button. */
  onNext?: () => void;
  previousDisabled?: boolean;
  nextDisabled?: boolean;
  /** Close when the backdrop is clicked (default false). */
  closeOnBackdrop?: boolean;
  /** Show the exit button ('Salir' / 'Exit'), default true. */
  showExit?: boolean;
}

/** A dialog with title, close button, optional previous/next and an exit button. */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  onPrevious,
  onNext,
  previousDisabled,
  nextDisabled,
  closeOnBackdrop = false,
  showExit = true,
}: ModalProps) {
  const { t } = useLingui();
  const layer = { '--dialog-z-index': String(MODAL_Z_INDEX) };
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      closeOnInteractOutside={closeOnBackdrop}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop css={layer} />
        <Dialog.Positioner css={layer}>
          <Dialog.Content
            ref={contentRef}
            width={`min(${MODAL_MAX_WIDTH_PX}px, calc(100vw - 2rem))`}
            maxWidth={`${MODAL_MAX_WIDTH_PX}px`}
            maxHeight={`min(${MODAL_MAX_HEIGHT_PX}px, calc(100dvh - 2rem))`}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <PopupContainer container={contentRef}>{children}</PopupContainer>
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between" flexWrap="wrap" gap="2">
              <HStack gap="2">
                {onPrevious && (
                  <IconButton
                    variant="outline"
                    aria-label={t`Previous`}
                    onClick={onPrevious}
                    disabled={previousDisabled}
                  >
                    <span aria-hidden="true">‹</span>
                  </IconButton>
                )}
                {onNext && (
                  <IconButton variant="outline" aria-label={t`Next`} onClick={onNext} disabled={nextDisabled}>
                    <span aria-hidden="true">›</span>
                  </IconButton>
                )}
              </HStack>
              <HStack gap="2">
                {footer}
                {showExit && (
                  <Button variant="outline" colorPalette="ink" onClick={onClose}>
                    <Trans>Exit</Trans>
                  </Button>
                )}
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
