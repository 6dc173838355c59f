/**
 * A form in a bordered panel (spec product.md §2 "Shared widgets"): named for assistive technology by
 * `label`, submitted without reloading the page (Enter or its submit button run `onSubmit`).
 */
import type { ReactNode } from 'react';
import { Stack, type StackProps } from '@chakra-ui/react';

export function FormPanel({
  label,
  onSubmit,
  maxW,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: () => void;
  maxW?: StackProps['maxW'];
  children: ReactNode;
}) {
  return (
    <Stack
      as="form"
      gap="3"
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      maxW={maxW}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      aria-label={label}
    >
      {children}
    </Stack>
  );
}
