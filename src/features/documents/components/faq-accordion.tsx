/**
 * The FAQ as an accordion (product.md §2 "help"; the WAI-ARIA accordion pattern): each question is a button in a
 * heading (`aria-expanded`, `aria-controls`), its answer a region named by the question and hidden while closed.
 * Several answers may be open at once. Keyboard: Tab moves between questions, Enter or Space opens and closes,
 * ArrowDown/ArrowUp go to the next/previous question, Home/End to the first/last.
 *
 * Built on plain elements, not Chakra's Accordion: the app's styling system leaves its recipe out on purpose
 * (src/app/theme.ts; tests/tooling/theme-recipes.test.ts), and these few elements need none.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import type { FaqEntry } from '#src/api/contract/documents.ts';

/** The questions and answers of `entries` (in their order) as an accordion (module doc). */
export function FaqAccordion({ entries, label }: { entries: readonly FaqEntry[]; label: string }) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const move = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = entries.length - 1;
    const to =
      e.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (to === null) return;
    e.preventDefault();
    buttons.current[to]?.focus();
  };
  return (
    <Box as="section" aria-label={label} borderWidth="1px" borderRadius="lg" bg="bg">
      {entries.map((entry, i) => {
        const expanded = open.has(entry.id);
        const buttonId = `${base}-q-${entry.id}`;
        const panelId = `${base}-a-${entry.id}`;
        return (
          <Box key={entry.id} borderTopWidth={i === 0 ? '0' : '1px'}>
            <Heading as="h2" size="sm" m="0">
              <chakra.button
                ref={(el: HTMLButtonElement | null) => {
                  buttons.current[i] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(entry.id)}
                onKeyDown={(e: KeyboardEvent<HTMLButtonElement>) => move(e, i)}
                display="flex"
                w="full"
                gap="3"
                justifyContent="space-between"
                alignItems="center"
                textAlign="start"
                px="4"
                py="3"
                minH="11"
                fontWeight="semibold"
                cursor="pointer"
                _hover={{ bg: 'bg.muted' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '-2px' }}
              >
                <chakra.span overflowWrap="anywhere">{entry.question}</chakra.span>
                <chakra.span aria-hidden="true" fontSize="lg" lineHeight="1" flexShrink={0}>
                  {expanded ? '−' : '+'}
                </chakra.span>
              </chakra.button>
            </Heading>
            <Box id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} px="4" pb="4">
              <Text whiteSpace="pre-line" overflowWrap="anywhere">
                {entry.answer}
              </Text>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
