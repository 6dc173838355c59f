/**
 * Pagination (spec product.md §2 "pagination"): previous / next buttons and
 * page-number buttons for a server list whose meta gives current_page and
 * last_page. A nav landmark named "Pagination"; the current page button has
 * aria-current="page"; previous/next are disabled at the ends. Nothing is
 * shown when there is a single page.
 */
import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { pageWindow } from '../lib/pages.ts';

export interface PaginationProps {
  /** 1-based current page (server meta current_page). */
  currentPage: number;
  /** Last page (server meta last_page). */
  lastPage: number;
  /** Called with the page the user asks for (never the current one). */
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one, default 1. */
  siblings?: number;
}

/** Page navigation for lists: ‹ 1 … 4 5 6 … 20 ›. */
export function Pagination({ currentPage, lastPage, onPageChange, siblings = 1 }: PaginationProps) {
  const { t } = useLingui();
  if (lastPage <= 1) return null;
  const go = (page: number) => {
    if (page !== currentPage && page >= 1 && page <= lastPage) onPageChange(page);
  };
  return (
    <nav aria-label={t`Pagination`}>
      <HStack as="ul" gap="1" listStyleType="none" flexWrap="wrap">
        <li>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t`Previous page`}
            disabled={currentPage <= 1}
            onClick={() => go(currentPage - 1)}
          >
            <span aria-hidden="true">‹</span>
          </IconButton>
        </li>
        {pageWindow(currentPage, lastPage, siblings).map((slot, i) =>
          slot === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <Text px="2" color="fg.muted">
                …
              </Text>
            </li>
          ) : (
            <li key={slot}>
              <Button
                size="sm"
                variant={slot === currentPage ? 'solid' : 'ghost'}
                colorPalette="brand"
                aria-current={slot === currentPage ? 'page' : undefined}
                aria-label={t`Page ${slot}`}
                onClick={() => go(slot)}
              >
                {slot}
              </Button>
            </li>
          ),
        )}
        <li>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t`Next page`}
            disabled={currentPage >= lastPage}
            onClick={() => go(currentPage + 1)}
          >
            <span aria-hidden="true">›</span>
          </IconButton>
        </li>
      </HStack>
    </nav>
  );
}
