/**
 * The provider's upload of a colour proof for a campaign (product.md §4; api-catalogue.md "Colour proofs"): file,
 * optional media type, print material (the provider's) and units (none chosen: all of the provider's units in
 * the campaign, of that media type), and a note; queued in the outbox as `colourProofs.upload`, the file stored
 * on the device until it is sent.
 */
import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { CheckField } from '#src/ui/check-field.tsx';
import { useMutation, usePending } from '#src/sync/index.ts';
import { useProviderMaterials } from '../api/art.ts';
import { uploadColourProof } from '../mutations.ts';
import { actionsFor } from '../model/pending.ts';
import { FilePicker, QueuedFile, useQueuedMessage } from './parts.tsx';

/** A unit a colour proof may cover, with its media type. */
export interface ProofUnit {
  id: number;
  title: string;
  mediaTypeId: number;
}

/**
 * Upload of a colour proof for a campaign: file, optional media type, print
 * material (the provider's) and units (none chosen: all of the provider's
 * units in the campaign, of that media type), and a note; queued in the outbox.
 */
export function ProofUploadForm({
  campaignId,
  campaignName,
  mediaTypes = [],
  units = [],
}: {
  campaignId: number;
  campaignName: string;
  mediaTypes?: { id: number; name: string }[];
  units?: ProofUnit[];
}) {
  const { t } = useLingui();
  const uploadProof = useMutation(uploadColourProof);
  const saved = useQueuedMessage();
  const materialChoices = useProviderMaterials();
  const queued = actionsFor(usePending(uploadColourProof), { campaignId });
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [mediaType, setMediaType] = useState('');
  const [material, setMaterial] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [tried, setTried] = useState(false);
  const shownUnits = units.filter((u) => !mediaType || u.mediaTypeId === Number(mediaType));
  const unitIds = chosen.filter((id) => shownUnits.some((u) => u.id === id));
  const upload = async () => {
    setTried(true);
    if (!file) return;
    try {
      await uploadProof(
        {
          campaignId,
          campaignName,
          file: 'file',
          fileName: file.name,
          note,
          ...(mediaType ? { mediaTypeId: Number(mediaType) } : {}),
          ...(material ? { materialId: Number(material) } : {}),
          ...(unitIds.length ? { unitIds } : {}),
        },
        { blobs: { file } },
      );
      setFile(null);
      setNote('');
      setChosen([]);
      setTried(false);
      notifySuccess(saved);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap="3" p="4" borderWidth="1px" borderRadius="lg" maxW="2xl" data-testid="proof-upload">
      <HStack gap="3" wrap="wrap" align="center">
        <FilePicker
          label={t`Colour proof file`}
          accept="image/*,application/pdf"
          onFiles={(files) => setFile(files[0] ?? null)}
        />
        <Text fontSize="sm" color={tried && !file ? 'fg.error' : 'fg.muted'} data-testid="proof-file-name">
          {file ? (
            file.name
          ) : tried ? (
            <Trans>Choose the colour proof file first.</Trans>
          ) : (
            <Trans>No file chosen</Trans>
          )}
        </Text>
      </HStack>
      {mediaTypes.length > 1 && (
        <Box maxW="xs">
          <SelectField
            id={`proof-media-type-${campaignId}`}
            label={<Trans>Media type</Trans>}
            value={mediaType}
            onChange={setMediaType}
            options={[
              { value: '', label: t`Every media type` },
              ...mediaTypes.map((m) => ({ value: String(m.id), label: m.name })),
            ]}
          />
        </Box>
      )}
      {materialChoices.length > 0 && (
        <Box maxW="xs">
          <SelectField
            id={`proof-material-${campaignId}`}
            label={<Trans>Print material</Trans>}
            value={material}
            onChange={setMaterial}
            options={[
              { value: '', label: t`No material` },
              ...materialChoices.map((m) => ({ value: String(m.id), label: m.name })),
            ]}
          />
        </Box>
      )}
      {shownUnits.length > 1 && (
        <Stack as="fieldset" gap="1">
          <Text as="legend" fontSize="sm" fontWeight="medium">
            <Trans>Units (none chosen: all of yours in the campaign)</Trans>
          </Text>
          {shownUnits.map((u) => (
            <CheckField
              key={u.id}
              label={u.title}
              checked={chosen.includes(u.id)}
              onChange={(on) => setChosen((xs) => (on ? [...xs, u.id] : xs.filter((x) => x !== u.id)))}
            />
          ))}
        </Stack>
      )}
      <TextInput label={t`Note`} name={`proof-note-${campaignId}`} value={note} onChange={setNote} maxLength={1000} />
      <Button colorPalette="brand" alignSelf="start" onClick={() => void upload()}>
        <Trans>Upload colour proof</Trans>
      </Button>
      {queued.map((a) => (
        <QueuedFile key={a.entryId} action={a} />
      ))}
    </Stack>
  );
}
