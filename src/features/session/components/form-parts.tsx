/**
 * Building blocks of the session screens: the page heading, the form-level
 * alert (announced to screen readers) and the full-width submit button that is
 * disabled while sending, for the signed-in session screens (profile, password). The public pages use the public
 * kit's twins (src/ui/public/parts.tsx).
 */
import type { ReactNode, Ref } from 'react';
import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';

/** The page's h1 and an optional lead line. The heading takes focus programmatically (tabIndex -1). */
export function PageHeading({
  title,
  description,
  ref,
}: {
  title: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl" ref={ref} tabIndex={-1} outline="none">
        {title}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
    </Stack>
  );
}

/** A form-level message: `error` (role=alert) or `success` (role=status). */
export function FormAlert({
  status = 'error',
  title,
  children,
}: {
  status?: 'error' | 'success' | 'info' | 'warning';
  title?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

/** The form's submit button; disabled and showing a spinner while `pending`, keeping its name. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size="lg"
      w="full"
      loading={pending}
      loadingText={children}
      disabled={pending}
    >
      {children}
    </Button>
  );
}
