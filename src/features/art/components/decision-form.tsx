/**
 * The comment and the two buttons of every decision in creative approval (product.md §4: a version accepted or
 * denied per unit, a colour proof approved or rejected, an adaptation's budget or arts, a task's arts): the
 * comment is required to say no; once the decision is stored on the device the comment is cleared and the
 * "saved on this device" notice shows; a refusal to store (bad args, full disk) shows its error, nothing lost.
 */
import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { useLingui } from '@lingui/react/macro';
import { useQueuedMessage } from './parts.tsx';

export interface DecisionFormProps {
  /** The comment field's name (unique on the page). */
  name: string;
  /** Under the comment: when it is required, or why the decision is final. */
  hint: string;
  /** Shown when saying no without a comment. */
  needComment: string;
  yes: string;
  no: string;
  /** Stores the decision (queues its mutation); `comment` as typed. */
  onDecide: (decision: 'yes' | 'no', comment: string) => Promise<unknown>;
}

export function DecisionForm({ name, hint, needComment, yes, no, onDecide }: DecisionFormProps) {
  const { t } = useLingui();
  const saved = useQueuedMessage();
  const [comment, setComment] = useState('');
  const [need, setNeed] = useState(false);
  const decide = async (decision: 'yes' | 'no') => {
    if (decision === 'no' && !comment.trim()) {
      setNeed(true);
      return;
    }
    try {
      await onDecide(decision, comment);
      setComment('');
      setNeed(false);
      notifySuccess(saved);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <>
      <TextArea
        label={t`Comment`}
        name={name}
        value={comment}
        onChange={(v) => {
          setComment(v);
          if (v.trim()) setNeed(false);
        }}
        maxLength={1000}
        hint={hint}
        error={need ? needComment : undefined}
      />
      <HStack gap="2">
        <Button size="sm" colorPalette="green" onClick={() => void decide('yes')}>
          {yes}
        </Button>
        <Button size="sm" colorPalette="red" variant="outline" onClick={() => void decide('no')}>
          {no}
        </Button>
      </HStack>
    </>
  );
}
