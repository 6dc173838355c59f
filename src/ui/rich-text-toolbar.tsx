/**
 * Toolbar of the rich text editor (spec product.md §2 "rich text editor with
 * several toolbar buttons hidden"): bold, italic, bulleted list, numbered
 * list — the marks the sanitiser allows. Heading, code, quote, rule, strike,
 * underline and link buttons are deliberately absent.
 *
 * Invariants (WAI-ARIA toolbar pattern):
 * - role=toolbar with a name; one tab stop (roving tabindex), ArrowLeft /
 *   ArrowRight / Home / End move between buttons.
 * - Each button is a toggle (aria-pressed) reflecting the selection.
 * - Buttons do not take focus on mouse down, so the editor keeps its selection.
 */
import { useRef, useState } from 'react';
import { HStack, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEditorState, type Editor } from '@tiptap/react';

type Command = 'bold' | 'italic' | 'bulletList' | 'orderedList';

/** The commands offered, in toolbar order. */
export const TOOLBAR_COMMANDS: readonly Command[] = ['bold', 'italic', 'bulletList', 'orderedList'];

const GLYPHS: Record<Command, string> = { bold: 'B', italic: 'I', bulletList: '•', orderedList: '1.' };

function run(editor: Editor, command: Command): void {
  const chain = editor.chain().focus();
  if (command === 'bold') chain.toggleBold().run();
  else if (command === 'italic') chain.toggleItalic().run();
  else if (command === 'bulletList') chain.toggleBulletList().run();
  else chain.toggleOrderedList().run();
}

/** Formatting buttons bound to `editor`. */
export function RichTextToolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const { t } = useLingui();
  const [focusIndex, setFocusIndex] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
    }),
  });
  const labels: Record<Command, string> = {
    bold: t`Bold`,
    italic: t`Italic`,
    bulletList: t`Bulleted list`,
    orderedList: t`Numbered list`,
  };

  const move = (index: number) => {
    const n = TOOLBAR_COMMANDS.length;
    const next = (index + n) % n;
    setFocusIndex(next);
    refs.current[next]?.focus();
  };

  return (
    <HStack
      role="toolbar"
      aria-label={t`Formatting`}
      gap="1"
      p="1"
      borderBottomWidth="1px"
      onKeyDown={(e) => {
        const keys: Record<string, number> = {
          ArrowRight: focusIndex + 1,
          ArrowLeft: focusIndex - 1,
          Home: 0,
          End: TOOLBAR_COMMANDS.length - 1,
        };
        const target = keys[e.key];
        if (target === undefined) return;
        e.preventDefault();
        move(target);
      }}
    >
      {TOOLBAR_COMMANDS.map((command, index) => (
        <IconButton
          key={command}
          ref={(el) => {
            refs.current[index] = el;
          }}
          size="xs"
          variant={active[command] ? 'subtle' : 'ghost'}
          aria-label={labels[command]}
          title={labels[command]}
          aria-pressed={active[command]}
          tabIndex={index === focusIndex ? 0 : -1}
          disabled={disabled}
          fontWeight={command === 'bold' ? 'bold' : 'normal'}
          fontStyle={command === 'italic' ? 'italic' : 'normal'}
          onMouseDown={(e) => e.preventDefault()}
          onFocus={() => setFocusIndex(index)}
          onClick={() => run(editor, command)}
        >
          <span aria-hidden="true">{GLYPHS[command]}</span>
        </IconButton>
      ))}
    </HStack>
  );
}
