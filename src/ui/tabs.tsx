/**
 * Tabs (spec product.md §2 "tabs"): a tab list with one panel per tab (Chakra
 * Tabs: role=tablist/tab/tabpanel, arrows move between tabs, Home/End jump,
 * the selected tab has aria-selected="true"). Panels of hidden tabs are not
 * mounted until first shown (`lazyMount`), so heavy content loads on demand.
 */
import type { ReactNode } from 'react';
import { Tabs as ChakraTabs } from '@chakra-ui/react';

/** One tab and its panel. */
export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Selected tab (controlled); leave undefined to start on `defaultValue` or the first tab. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  ariaLabel?: string;
  variant?: 'line' | 'enclosed' | 'outline' | 'subtle' | 'plain';
}

/** Tabs over `items`; selection can be controlled with `value` / `onChange`. */
export function Tabs({ items, value, defaultValue, onChange, ariaLabel, variant = 'line' }: TabsProps) {
  return (
    <ChakraTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(details) => onChange?.(details.value)}
      lazyMount
      variant={variant}
      colorPalette="brand"
    >
      <ChakraTabs.List aria-label={ariaLabel} overflowX="auto">
        {items.map((item) => (
          <ChakraTabs.Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </ChakraTabs.Trigger>
        ))}
      </ChakraTabs.List>
      {items.map((item) => (
        <ChakraTabs.Content key={item.value} value={item.value}>
          {item.content}
        </ChakraTabs.Content>
      ))}
    </ChakraTabs.Root>
  );
}
