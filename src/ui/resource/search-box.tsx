/**
 * A list's search box (spec product.md §9: searches run 1,000 ms after the
 * last keystroke): shows what is typed at once and reports it once typing
 * pauses, trimmed. Enter searches at once, without the pause.
 */
import { useState } from 'react';
import { Box } from '@chakra-ui/react';
import { TextInput } from '../text-input.tsx';
import { useDebouncedCallback } from '../use-debounced-callback.ts';

/** Pause after the last keystroke before a search runs (ms; spec §9). */
export const SEARCH_DELAY_MS = 1000;

export function SearchBox({
  label,
  name,
  onSearch,
}: {
  label: string;
  name: string;
  onSearch: (term: string) => void;
}) {
  const [value, setValue] = useState('');
  const [search, cancel] = useDebouncedCallback((term: string) => onSearch(term.trim()), SEARCH_DELAY_MS);
  return (
    <Box maxW="md">
      <TextInput
        label={label}
        name={name}
        type="search"
        value={value}
        onChange={(v) => {
          setValue(v);
          search(v);
        }}
        onEnter={() => {
          cancel();
          onSearch(value.trim());
        }}
      />
    </Box>
  );
}
