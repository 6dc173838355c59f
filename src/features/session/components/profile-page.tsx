/**
 * /dashboard/profile (spec product.md §2, §7): the signed-in user's name,
 * email, phone and language (PUT /profile), and the profile photo with a
 * preview before uploading (POST /profile/update-photo, multipart). Saving
 * another language also switches the interface to it. Renders inside the
 * dashboard layout.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  Card,
  Field,
  HStack,
  Link,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '#src/api/contract/session.ts';
import { initials } from '#src/lib/text.ts';
import { TextInput } from '#src/ui/text-input.tsx';
import { notifySuccess } from '#src/ui/notices.tsx';
import { useProfile } from '../api/session.ts';
import { PHOTO_TYPES, useProfilePhotoUrl, useUpdatePhoto, useUpdateProfile } from '../api/profile.ts';
import { FormAlert, PageHeading, SubmitButton } from './form-parts.tsx';
import { useRoleName } from './role-name.ts';
import { MySellersCard } from './my-sellers-card.tsx';
import { useHasAccountData } from '../api/my-sellers.ts';
import { useErrorText, useIssueText, useSessionForm } from './use-session-form.ts';

export function ProfilePage() {
  const { t } = useLingui();
  const profile = useProfile();
  const roleName = useRoleName();
  const withData = useHasAccountData();
  return (
    <Stack gap="8" maxW="2xl">
      <PageHeading title={t`My profile`} description={roleName(profile.type.value) || profile.type.name} />
      <PhotoCard profile={profile} />
      <DetailsCard profile={profile} />
      {withData && (profile.type.value === 'client' || profile.type.value === 'agency') ? <MySellersCard /> : null}
      <Link asChild color="accent.fg" fontWeight="medium" alignSelf="start">
        <RouterLink to="/dashboard/password">
          <Trans>Change my password</Trans>
        </RouterLink>
      </Link>
    </Stack>
  );
}

/** A picked file and its object URL (for the preview); the URL is revoked when replaced or on unmount. */
function usePickedFile(): [{ file: File; url: string } | undefined, (file: File | undefined) => void] {
  const [picked, setPicked] = useState<{ file: File; url: string } | undefined>();
  const latest = useRef<string | undefined>(undefined);
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current);
    },
    [],
  );
  const pick = (file: File | undefined) => {
    if (latest.current) URL.revokeObjectURL(latest.current);
    const next = file ? { file, url: URL.createObjectURL(file) } : undefined;
    latest.current = next?.url;
    setPicked(next);
  };
  return [picked, pick];
}

function PhotoCard({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const current = useProfilePhotoUrl(profile.file);
  const [picked, setFile] = usePickedFile();
  const [inputKey, setInputKey] = useState(0);
  const file = picked?.file;
  const fileName = file?.name;
  const preview = picked?.url;
  const upload = useUpdatePhoto();
  const issueText = useIssueText();
  const errorText = useErrorText();
  const hintId = useId();
  const issue = upload.issues?.photo;
  const error = issue ? issueText(issue) : errorText(upload.error);

  const clear = () => {
    setFile(undefined);
    setInputKey((k) => k + 1);
    upload.reset();
  };

  const send = async () => {
    if (!file) return;
    const saved = await upload.submit({ photo: file });
    if (saved) {
      notifySuccess(saved.message);
      setFile(undefined);
      setInputKey((k) => k + 1);
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'start', sm: 'center' }}>
          <Avatar.Root size="2xl" colorPalette="brand">
            {(preview ?? current) && (
              <Avatar.Image
                src={preview ?? current}
                alt={preview ? t`Preview of the new photo` : t`Your profile photo`}
              />
            )}
            <Avatar.Fallback>{initials(profile.name)}</Avatar.Fallback>
          </Avatar.Root>
          <Stack gap="3" flex="1" minW="0">
            <Text fontWeight="semibold">
              <Trans>Profile photo</Trans>
            </Text>
            {error && <FormAlert>{error}</FormAlert>}
            <HStack gap="2" wrap="wrap">
              <Box
                as="label"
                display="inline-flex"
                alignItems="center"
                px="4"
                h="10"
                borderWidth="1px"
                borderRadius="l2"
                fontWeight="medium"
                cursor="pointer"
                _hover={{ bg: 'bg.muted' }}
                _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              >
                <Trans>Choose a photo</Trans>
                <VisuallyHidden asChild>
                  <input
                    key={inputKey}
                    type="file"
                    name="photo"
                    accept={PHOTO_TYPES.join(',')}
                    aria-describedby={hintId}
                    onChange={(e) => {
                      upload.reset();
                      setFile(e.currentTarget.files?.[0]);
                    }}
                  />
                </VisuallyHidden>
              </Box>
              {file && (
                <>
                  <Button
                    colorPalette="brand"
                    loading={upload.pending}
                    loadingText={<Trans>Upload photo</Trans>}
                    disabled={upload.pending}
                    onClick={() => void send()}
                  >
                    <Trans>Upload photo</Trans>
                  </Button>
                  <Button variant="ghost" disabled={upload.pending} onClick={clear}>
                    <Trans>Cancel</Trans>
                  </Button>
                </>
              )}
            </HStack>
            <Text id={hintId} fontSize="sm" color="fg.muted">
              {fileName ? <Trans>Selected: {fileName}</Trans> : <Trans>JPEG, PNG, WebP or GIF, up to 20 MB.</Trans>}
            </Text>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function DetailsCard({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const form = useSessionForm(
    { name: profile.name, email: profile.email, phone: profile.phone ?? '', locale: profile.locale },
    useUpdateProfile(),
    (saved) =>
      notifySuccess(
        saved.queued ? t`Saved on this device: it will be sent when the connection returns.` : saved.message,
      ),
  );
  const localeError = form.errorOf('locale');

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={form.onSubmit} noValidate>
          <Stack gap="4">
            <Text fontWeight="semibold">
              <Trans>Personal details</Trans>
            </Text>
            {form.formError && <FormAlert>{form.formError}</FormAlert>}
            <TextInput label={t`Name`} autoComplete="name" required maxLength={120} {...form.field('name')} />
            <TextInput label={t`Email`} type="email" autoComplete="email" required {...form.field('email')} />
            <TextInput label={t`Phone`} type="tel" autoComplete="tel" maxLength={40} {...form.field('phone')} />
            <Field.Root invalid={!!localeError}>
              <Field.Label>
                <Trans>Language</Trans>
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="locale"
                  value={form.values.locale}
                  onChange={(e) => form.set('locale', e.currentTarget.value)}
                >
                  <option value="es" lang="es">
                    Español
                  </option>
                  <option value="en" lang="en">
                    English
                  </option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {localeError && <Field.ErrorText>{localeError}</Field.ErrorText>}
            </Field.Root>
            <Box>
              <SubmitButton pending={form.pending}>{t`Save changes`}</SubmitButton>
            </Box>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
