/** Stories of RichTextEditor: toolbar, typing, sanitised input and output. */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { RichTextEditor } from './rich-text-editor.tsx';
import { installNodeNameShim } from '../lib/test-dom-shims.ts';
import { renderWithProviders } from './test-utils.tsx';

installNodeNameShim();

function Story({ initial = '', spy }: { initial?: string; spy?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Description"
        hint="Shown to buyers"
        value={value}
        onChange={(html) => {
          setValue(html);
          spy?.(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Reset <em>text</em></p>')}>
        Reset
      </button>
    </>
  );
}

const textbox = () => screen.getByRole('textbox', { name: 'Description' });

describe('RichTextEditor', () => {
  it('shows a small toolbar: bold, italic and lists only', async () => {
    await renderWithProviders(<Story />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Italic', 'Bulleted list', 'Numbered list']);
    for (const hidden of [/heading/i, /code/i, /quote/i, /rule/i, /link/i, /strike/i]) {
      expect(within(toolbar).queryByRole('button', { name: hidden })).toBeNull();
    }
    expect(textbox().getAttribute('aria-multiline')).toBe('true');
    expect(textbox().getAttribute('aria-describedby')).toBe(screen.getByText('Shown to buyers').id);
  });

  // ProseMirror reads typed text through a MutationObserver whose flush races synthetic keystrokes under
  // happy-dom; on a loaded CI machine a character can be read late, so each check waits for the editor's last update.
  it('emits HTML as the user types and formats', async () => {
    const spy = vi.fn();
    const { user } = await renderWithProviders(<Story spy={spy} />, { user: { delay: 20 } });
    // ProseMirror reads typed text through a MutationObserver; on a busy machine a keystroke sent before it read
    // the previous one is lost under happy-dom. Type the way a person does: the next key once the last one shows.
    const type = async (text: string) => {
      for (const key of text) {
        const before = textbox().textContent ?? '';
        await user.keyboard(key);
        await waitFor(() => expect(textbox().textContent).toBe(before + key));
      }
    };
    await user.click(textbox());
    await type('Hola');
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith('<p>Hola</p>'));
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    await user.click(bold);
    await type(' mundo');
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith('<p>Hola<strong> mundo</strong></p>'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith('<ul><li><p>Hola<strong> mundo</strong></p></li></ul>'));
  });

  it('sanitises the HTML it is given: no script, no onerror, no javascript: links', async () => {
    await renderWithProviders(
      <Story
        initial={
          '<p>Hi<img src=x onerror=alert(1)></p><script>alert(2)</script><h1>Title</h1><a href="javascript:alert(3)">x</a>'
        }
      />,
    );
    const html = textbox().innerHTML;
    expect(html).not.toMatch(/script|onerror|<img|javascript:|<h1/i);
    expect(textbox().textContent).toContain('Hi');
    expect(textbox().textContent).toContain('Title');
    expect(document.querySelector('img')).toBeNull();
  });

  it('takes a new value from outside without echoing it', async () => {
    const spy = vi.fn();
    const { user } = await renderWithProviders(<Story initial="<p>one</p>" spy={spy} />);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(textbox().innerHTML).toBe('<p>Reset <em>text</em></p>'));
    expect(spy).not.toHaveBeenCalled();
  });

  it('emits an empty string when everything is deleted', async () => {
    const spy = vi.fn();
    const { user } = await renderWithProviders(<Story initial="<p>ab</p>" spy={spy} />);
    await user.click(textbox());
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(spy).toHaveBeenLastCalledWith('');
  });

  it('moves through the toolbar with the arrow keys (one tab stop)', async () => {
    const { user } = await renderWithProviders(<Story />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bold' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Numbered list' }));
    await user.tab();
    expect(document.activeElement).toBe(textbox());
  });

  it('names the buttons in Spanish', async () => {
    await renderWithProviders(<Story />, { locale: 'es' });
    expect(screen.getByRole('toolbar', { name: 'Formato' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Negrita' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lista numerada' })).toBeTruthy();
  });
});
