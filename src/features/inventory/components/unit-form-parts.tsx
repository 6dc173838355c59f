/**
 * Parts of the unit form (unit-form-page.tsx; product.md §4 inventory): the images (uploaded at once, removable,
 * with progress and the server's message) and the free attributes (name/value rows kept while half typed).
 */
import { Box, Button, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { TextInput } from '#src/ui/text-input.tsx';
import type { UnitFormValues } from '../model/unit-form.ts';

/**
 * The unit's images: thumbnails with Remove, a file input (images only, several at once), "Uploading N…" while
 * `uploading` > 0 and the server's message for `image_ids` under it.
 */
export function UnitImagesField(props: {
  id: string;
  images: UnitFormValues['images'];
  uploading: number;
  error?: string | undefined;
  onAdd: (files: FileList | null) => void;
  onRemove: (imageId: number) => void;
}) {
  const { images, uploading, error } = props;
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        <Trans>Images</Trans>
      </Heading>
      <Flex gap="3" wrap="wrap">
        {images.map((img) => (
          <Box key={img.id} position="relative">
            <Image src={img.url} alt="" w="120px" h="90px" objectFit="cover" borderRadius="md" />
            <Button size="xs" variant="subtle" mt="1" onClick={() => props.onRemove(img.id)}>
              <Trans>Remove</Trans>
            </Button>
          </Box>
        ))}
      </Flex>
      <label htmlFor={props.id}>
        <Text fontSize="sm" fontWeight="medium">
          <Trans>Add images</Trans>
        </Text>
      </label>
      <input
        id={props.id}
        type="file"
        accept="image/*"
        multiple
        onChange={(e) => {
          props.onAdd(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      {uploading > 0 && (
        <Text role="status" fontSize="sm" color="fg.muted">
          <Plural value={uploading} one="Uploading # image…" other="Uploading # images…" />
        </Text>
      )}
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

type Attributes = UnitFormValues['attributes'];

/** The unit's free attributes as editable name/value rows; `onChange` gets an update of the current rows. */
export function UnitAttributesField(props: {
  attributes: Attributes;
  error?: string | undefined;
  onChange: (update: (rows: Attributes) => Attributes) => void;
}) {
  const { t } = useLingui();
  const { attributes, error, onChange } = props;
  const edit = (i: number, patch: Partial<Attributes[number]>) =>
    onChange((rows) => rows.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        <Trans>Attributes</Trans>
      </Heading>
      {attributes.map((a, i) => (
        // oxlint-disable-next-line react/no-array-index-key -- rows have no id; they are only added at the end or removed in place
        <HStack key={i} align="end">
          <TextInput
            label={t`Attribute ${i + 1}`}
            name={`attribute-name-${i}`}
            value={a.name}
            maxLength={60}
            onChange={(name) => edit(i, { name })}
          />
          <TextInput
            label={t`Value ${i + 1}`}
            name={`attribute-value-${i}`}
            value={a.value}
            maxLength={500}
            onChange={(value) => edit(i, { value })}
          />
          <Button variant="ghost" onClick={() => onChange((rows) => rows.filter((_, j) => j !== i))}>
            <Trans>Remove</Trans>
          </Button>
        </HStack>
      ))}
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
      <Box>
        <Button variant="outline" size="sm" onClick={() => onChange((rows) => [...rows, { name: '', value: '' }])}>
          <Trans>Add attribute</Trans>
        </Button>
      </Box>
    </Stack>
  );
}
