/** Stories of TextArea: 4 rows, typing, counter, error. */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { TextArea } from './text-area.tsx';
import { renderWithProviders } from './test-utils.tsx';

function Story({ spy, error, maxLength }: { spy?: (v: string) => void; error?: string; maxLength?: number }) {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="Message"
      name="message"
      hint="Tell us what you need"
      error={error}
      maxLength={maxLength}
      value={value}
      onChange={(v) => {
        setValue(v);
        spy?.(v);
      }}
    />
  );
}

describe('TextArea', () => {
  it('shows 4 rows and reports what is typed, line breaks included', async () => {
    const spy = vi.fn();
    const { user } = await renderWithProviders(<Story spy={spy} />);
    const area = screen.getByLabelText('Message');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('4');
    expect(area).toHaveProperty('name', 'message');
    await user.type(area, 'Hola{Enter}mundo');
    expect(spy).toHaveBeenLastCalledWith('Hola\nmundo');
    expect(screen.getByText('Tell us what you need')).toBeTruthy();
  });

  it('counts characters up to the maximum', async () => {
    const { user } = await renderWithProviders(<Story maxLength={3} />);
    await user.type(screen.getByLabelText('Message'), 'abcd');
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(screen.getByLabelText('Message')).toHaveProperty('value', 'abc');
  });

  it('shows the error instead of the hint', async () => {
    await renderWithProviders(<Story error="The message is required" />);
    expect(screen.getByText('The message is required')).toBeTruthy();
    expect(screen.queryByText('Tell us what you need')).toBeNull();
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true');
  });
});
