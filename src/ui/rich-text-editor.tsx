/**
 * Rich text editor (spec product.md §2 "rich text editor with several toolbar
 * buttons hidden"): TipTap (StarterKit) limited to paragraphs, bold, italic
 * and lists, with a small toolbar (RichTextToolbar).
 *
 * Invariants:
 * - Safe both ways: the HTML it is given and the HTML it emits pass through
 *   `sanitizeHtml` (src/lib/sanitize.ts); headings, code, quotes, rules,
 *   strike, underline and links are switched off in the editor itself, so
 *   neither the toolbar nor keyboard shortcuts nor pasting can produce them.
 * - `onChange(html)` receives '' for an empty document, never '<p></p>'.
 * - A new `value` from outside replaces the content without echoing back
 *   through `onChange`; the value the editor just emitted is not re-applied
 *   (the caret stays put while typing).
 * - The editable area is a role=textbox, aria-multiline, labelled by `label`
 *   and described by the hint or error.
 */
import type { ReactNode } from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Box, Field, Text } from '@chakra-ui/react';
import { EditorContent, useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { sanitizeHtml } from '../lib/sanitize.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';

export interface RichTextEditorProps {
  label: ReactNode;
  /** HTML content (sanitised before display). */
  value: string;
  /** Sanitised HTML after each edit ('' when empty). */
  onChange: (html: string) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  /** Minimum height of the editing area, in px (default 120). */
  minHeight?: number;
}

/** The StarterKit with everything the allow-list forbids switched off. */
const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
    // No forced empty paragraph after a list (it would end every emitted HTML); Enter twice leaves a list.
    trailingNode: false,
  }),
];

function emitted(html: string, isEmpty: boolean): string {
  return isEmpty ? '' : sanitizeHtml(html);
}

/** A labelled TipTap editor emitting sanitised HTML. */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  hint,
  error,
  disabled,
  minHeight = 120,
}: RichTextEditorProps) {
  const id = `rte-${useId()}`;
  const lastEmitted = useRef<string | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  }, [onChange, onBlur]);
  const describedBy = error || hint ? `${id}-note` : undefined;
  const invalid = Boolean(error);
  // Options must stay identical between renders, or TipTap re-applies them on every keystroke.
  const [initialContent] = useState(() => sanitizeHtml(value));
  const [initiallyEditable] = useState(!disabled);
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    }),
    [id, describedBy, invalid],
  );

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    editable: initiallyEditable,
    immediatelyRender: true,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const html = emitted(e.getHTML(), e.isEmpty);
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
    onBlur: () => onBlurRef.current?.(),
  });

  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    const safe = sanitizeHtml(value);
    if (emitted(editor.getHTML(), editor.isEmpty) !== safe) editor.commands.setContent(safe, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Text id={`${id}-label`} textStyle="sm" fontWeight="medium" onClick={() => editor?.commands.focus()}>
        {label}
      </Text>
      <Box
        width="full"
        borderWidth="1px"
        borderColor={error ? 'border.error' : 'border'}
        borderRadius="l2"
        _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
        css={{
          '& .ProseMirror': { minHeight: `${minHeight}px`, padding: '0.5rem 0.75rem', outline: 'none' },
          '& .ProseMirror ul': { paddingInlineStart: '1.5rem', listStyleType: 'disc' },
          '& .ProseMirror ol': { paddingInlineStart: '1.5rem', listStyleType: 'decimal' },
        }}
      >
        {editor && <RichTextToolbar editor={editor} disabled={disabled} />}
        <EditorContent editor={editor} />
      </Box>
      {error ? (
        <Field.ErrorText id={`${id}-note`}>{error}</Field.ErrorText>
      ) : hint ? (
        <Field.HelperText id={`${id}-note`}>{hint}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
