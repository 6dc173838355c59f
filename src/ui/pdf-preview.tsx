/**
 * Full-screen PDF preview (spec product.md §2 "PDF preview overlay"): a
 * full-screen dialog with the document, page navigation ("Page 2 of 5",
 * previous/next), a close button, and loading and error states.
 *
 * Invariants:
 * - The renderer (pdf-viewer.tsx: react-pdf + pdf.js) is lazy-loaded the first
 *   time a preview opens, never in the first bundle.
 * - A document that cannot be read, or a renderer chunk that cannot be
 *   fetched (offline before it was cached), shows an error message instead of
 *   breaking the screen; closing and reopening tries again.
 * - Page changes are announced (aria-live) and bounded to 1..pages.
 */
import { Component, Suspense, lazy, useState, type ReactNode } from 'react';
import { Box, Center, CloseButton, Dialog, HStack, IconButton, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

const PdfViewer = lazy(() => import('./pdf-viewer.tsx'));

/** Widest rendered page, in px. */
export const PDF_MAX_PAGE_WIDTH_PX = 1000;

export interface PdfPreviewProps {
  open: boolean;
  onClose: () => void;
  /** The document: a Blob (e.g. stored offline) or a URL. */
  file: Blob | string;
  /** Heading of the overlay, e.g. the file name. */
  title?: ReactNode;
}

/** Catches a failed lazy import or render and shows `fallback` instead. */
class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function pageWidth(): number {
  const viewport = typeof window === 'undefined' ? PDF_MAX_PAGE_WIDTH_PX : window.innerWidth - 32;
  return Math.max(200, Math.min(PDF_MAX_PAGE_WIDTH_PX, viewport));
}

/** A full-screen overlay showing `file` one page at a time. */
export function PdfPreview({ open, onClose, file, title }: PdfPreviewProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState<number | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  // A new document or a new opening starts again from page 1. Adjusted during
  // render (not in an effect) so a document that loads at once is not reset.
  const [shown, setShown] = useState({ open, file });
  if (shown.open !== open || shown.file !== file) {
    setShown({ open, file });
    setPage(1);
    setPages(undefined);
    setFailed(false);
  }

  const loading = (
    <Center py="10" gap="3" role="status">
      <Spinner size="lg" />
      <Text>
        <Trans>Loading document…</Trans>
      </Text>
    </Center>
  );
  const error = (
    <Center py="10" role="alert">
      <Text color="fg.error">
        <Trans>The document could not be shown.</Trans>
      </Text>
    </Center>
  );

  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} size="full" motionPreset="none">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.muted">
            <Dialog.Header
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              gap="3"
              bg="bg"
              borderBottomWidth="1px"
              py="2"
            >
              <Dialog.Title truncate>{title ?? <Trans>Document preview</Trans>}</Dialog.Title>
              <HStack gap="2">
                {pages !== undefined && pages > 1 && (
                  <>
                    <IconButton
                      size="sm"
                      variant="outline"
                      aria-label={t`Previous page`}
                      disabled={page <= 1}
                      onClick={() => setPage((p) => Math.max(1, p - 1))}
                    >
                      <span aria-hidden="true">‹</span>
                    </IconButton>
                    <Text textStyle="sm" aria-live="polite" whiteSpace="nowrap">
                      <Trans>
                        Page {page} of {pages}
                      </Trans>
                    </Text>
                    <IconButton
                      size="sm"
                      variant="outline"
                      aria-label={t`Next page`}
                      disabled={page >= pages}
                      onClick={() => setPage((p) => Math.min(pages, p + 1))}
                    >
                      <span aria-hidden="true">›</span>
                    </IconButton>
                  </>
                )}
                <Dialog.CloseTrigger asChild position="static">
                  <CloseButton size="sm" aria-label={t`Close`} />
                </Dialog.CloseTrigger>
              </HStack>
            </Dialog.Header>
            <Dialog.Body overflow="auto">
              <Stack align="center">
                {failed ? (
                  error
                ) : (
                  <ErrorBoundary fallback={error}>
                    <Suspense fallback={loading}>
                      <Box boxShadow="md" bg="white">
                        <PdfViewer
                          file={file}
                          page={page}
                          width={pageWidth()}
                          loading={loading}
                          onLoad={(n) => {
                            setPages(n);
                            setPage((p) => Math.min(p, n));
                          }}
                          onError={() => setFailed(true)}
                        />
                      </Box>
                    </Suspense>
                  </ErrorBoundary>
                )}
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
