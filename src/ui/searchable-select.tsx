/**
 * Searchable dropdown (spec product.md §2 "searchable dropdown that searches
 * after a pause in typing and can offer a create-new link opening in a new
 * tab", §5 "dropdown search runs only when enabled", §9 "Dropdown search
 * delay 1000 ms"). Built on Chakra's Combobox (Ark/Zag): role=combobox input,
 * listbox of options, arrows move the highlight (aria-activedescendant),
 * Enter picks, Escape closes.
 *
 * Invariants:
 * - `onSearch(term)` runs only for text the user typed, only after
 *   SEARCH_DELAY_MS without typing, and never when `searchEnabled` is false.
 * - With `onSearch` (and search enabled), `options` are the server's answer
 *   and shown as given; otherwise options are filtered here by label
 *   (accent- and case-blind).
 * - The chosen option's label stays visible even when a later search no longer
 *   returns it.
 */
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { Combobox, Field, Link, Spinner, VisuallyHidden, createListCollection } from '@chakra-ui/react';
import { PopupPortal } from './popup-portal.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDebouncedCallback } from './use-debounced-callback.ts';

/** Quiet time after the last keystroke before searching (spec §9), in ms. */
export const SEARCH_DELAY_MS = 1000;

/** One choice of the dropdown. */
export interface SelectOption {
  value: string;
  label: string;
}

export interface SearchableSelectProps {
  label: ReactNode;
  name?: string;
  options: SelectOption[];
  /** Chosen option value, or null/undefined for none. */
  value: string | null | undefined;
  /** Called with the chosen value (null when cleared) and its option. */
  onChange: (value: string | null, option?: SelectOption) => void;
  /** Server search, called with the typed term after a 1000 ms pause. */
  onSearch?: (term: string) => void;
  /** When false, `onSearch` is never called (default true). */
  searchEnabled?: boolean;
  /** Shows a spinner while a search runs. */
  loading?: boolean;
  /** Address of the page creating a new record; shows a "Create new" link opening a new tab. */
  createHref?: string;
  createLabel?: ReactNode;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** Lower-case, accent-free form of `text` for local filtering. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
}

/** A labelled combobox over `options`, searching on pause and optionally offering "Create new". */
export function SearchableSelect(props: SearchableSelectProps) {
  const {
    label,
    name,
    options,
    value,
    onChange,
    onSearch,
    searchEnabled = true,
    loading,
    createHref,
    hint,
    error,
    required,
    disabled,
  } = props;
  const { t } = useLingui();
  // The last option picked here, to keep its label when a new search drops it.
  const [picked, setPicked] = useState<SelectOption | undefined>(undefined);
  const selected = options.find((o) => o.value === value) ?? (picked?.value === value ? picked : undefined);
  // What the user typed since the last pick; null shows the chosen label.
  const [typed, setTyped] = useState<string | null>(null);

  const [search, cancelSearch] = useDebouncedCallback((term: string) => onSearch?.(term), SEARCH_DELAY_MS);

  const serverSearch = Boolean(onSearch) && searchEnabled;
  const shown = useMemo(() => {
    if (serverSearch || typed === null || typed === '') return options;
    const needle = fold(typed);
    return options.filter((o) => fold(o.label).includes(needle));
  }, [serverSearch, options, typed]);
  const collection = useMemo(() => createListCollection({ items: shown }), [shown]);

  const hasError = Boolean(error);
  return (
    <Field.Root invalid={hasError} required={required} disabled={disabled}>
      <Combobox.Root
        collection={collection}
        name={name}
        value={value ? [value] : []}
        inputValue={typed ?? selected?.label ?? ''}
        onInputValueChange={(details) => {
          if (details.reason === 'input-change') {
            setTyped(details.inputValue);
            if (serverSearch) search(details.inputValue);
          } else {
            setTyped(null);
          }
        }}
        onValueChange={(details) => {
          const option = details.items[0] as SelectOption | undefined;
          setPicked(option);
          setTyped(null);
          cancelSearch();
          onChange(option ? option.value : null, option);
        }}
        onOpenChange={(details) => {
          if (!details.open) setTyped(null);
        }}
        openOnClick
        invalid={hasError}
        required={required}
        disabled={disabled}
        translations={{ triggerLabel: t`Show options`, clearTriggerLabel: t`Clear` }}
      >
        <Combobox.Label>
          {label}
          <Field.RequiredIndicator />
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={props.placeholder ?? t`Type to search`} />
          <Combobox.IndicatorGroup>
            {loading && <Spinner size="xs" aria-label={t`Searching`} />}
            <Combobox.ClearTrigger />
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <PopupPortal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>
                <Trans>No results</Trans>
              </Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item item={item} key={item.value}>
                  {item.label}
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </PopupPortal>
      </Combobox.Root>
      {hasError ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : hint ? (
        <Field.HelperText>{hint}</Field.HelperText>
      ) : null}
      {createHref && (
        <Link
          href={createHref}
          target="_blank"
          rel="noopener noreferrer"
          textStyle="sm"
          colorPalette="accent"
          color="colorPalette.fg"
        >
          {props.createLabel ?? <Trans>Create new</Trans>}
          <VisuallyHidden>
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </VisuallyHidden>
        </Link>
      )}
    </Field.Root>
  );
}
