/**
 * A contract's comments (product.md §3 "Contract: comments"; api-catalogue.md "Contracts" comments; issue 17):
 * read from the server and kept on the device (the last answer shows offline, saying from when); a new comment,
 * an edit or a deletion is queued (works offline) and shows as pending until the server has it. Only the author
 * edits or deletes a comment (`mine`).
 */
import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '#src/lib/dates.ts';
import { isActionOf, useMutation, usePending } from '#src/sync/index.ts';
import { notifyError } from '#src/ui/notices.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { useContractComments, type ContractRow } from '../api/contracts.ts';
import { contractParts } from '../mutations.ts';

/** The comments block of contract `contract`. */
export function ContractComments({ contract }: { contract: ContractRow }) {
  const { t, i18n } = useLingui();
  const read = useContractComments(contract.id);
  const add = useMutation(contractParts.addContractComment);
  const update = useMutation(contractParts.updateContractComment);
  const remove = useMutation(contractParts.deleteContractComment);
  const queued = usePending(
    contractParts.addContractComment,
    contractParts.updateContractComment,
    contractParts.deleteContractComment,
  ).filter((a) => a.args.contractId === contract.id);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: number; body: string } | null>(null);
  const which = { contractId: contract.id, campaignId: contract.campaign_id, name: contract.name };
  const deleting = new Set(
    queued.filter((a) => isActionOf(contractParts.deleteContractComment, a)).map((a) => a.args.commentId),
  );
  const newOnes = queued.filter((a) => isActionOf(contractParts.addContractComment, a));
  return (
    <Stack gap="3" data-testid="contract-comments">
      <ReadState read={read} what={t`the comments`} />
      <Stack as="ul" gap="2" listStyleType="none">
        {read.value
          ?.filter((c) => !deleting.has(c.id))
          .map((c) => (
            <Box as="li" key={c.id} p="3" borderWidth="1px" borderRadius="md">
              <Text fontSize="sm" color="fg.muted">
                {c.user_name} · {formatDateTime(Date.parse(c.created_at), i18n.locale)}
              </Text>
              {editing?.id === c.id ? (
                <Stack gap="2">
                  <TextArea
                    label={t`Comment`}
                    name={`contract-comment-${c.id}`}
                    value={editing.body}
                    onChange={(body) => setEditing({ id: c.id, body })}
                    maxLength={2000}
                  />
                  <HStack gap="2">
                    <Button
                      size="xs"
                      disabled={!editing.body.trim()}
                      onClick={() => {
                        update({ ...which, commentId: c.id, body: editing.body }).catch(notifyError);
                        setEditing(null);
                      }}
                    >
                      <Trans>Save</Trans>
                    </Button>
                    <Button size="xs" variant="ghost" onClick={() => setEditing(null)}>
                      <Trans>Cancel</Trans>
                    </Button>
                  </HStack>
                </Stack>
              ) : (
                <Text whiteSpace="pre-wrap">{c.body}</Text>
              )}
              {c.mine && editing?.id !== c.id && (
                <HStack gap="2" mt="1">
                  <Button size="2xs" variant="ghost" onClick={() => setEditing({ id: c.id, body: c.body })}>
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    size="2xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => remove({ ...which, commentId: c.id }).catch(notifyError)}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </HStack>
              )}
            </Box>
          ))}
        {newOnes.map((a) => (
          <Box
            as="li"
            key={a.entryId}
            p="3"
            borderWidth="1px"
            borderRadius="md"
            bg={a.state === 'refused' ? 'red.subtle' : 'yellow.subtle'}
            data-testid="comment-pending"
            data-state={a.state}
          >
            <Text whiteSpace="pre-wrap">{a.args.body}</Text>
            <Text fontSize="xs" color={a.state === 'refused' ? 'red.700' : 'fg.muted'}>
              {a.state === 'refused' ? (
                <Trans>Refused by the server: {a.message ?? ''}</Trans>
              ) : (
                <Trans>Not sent yet: it is sent as soon as there is a connection.</Trans>
              )}
            </Text>
          </Box>
        ))}
      </Stack>
      {read.value?.length === 0 && newOnes.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          <Trans>No comments yet.</Trans>
        </Text>
      )}
      <Stack gap="2" maxW="2xl">
        <TextArea
          label={t`New comment`}
          name="contract-new-comment"
          value={draft}
          onChange={setDraft}
          maxLength={2000}
        />
        <Button
          alignSelf="start"
          size="sm"
          disabled={!draft.trim()}
          onClick={() => {
            add({ ...which, body: draft }).then(() => setDraft(''), notifyError);
          }}
        >
          <Trans>Add comment</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}
