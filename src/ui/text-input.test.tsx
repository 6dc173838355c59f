/** Stories of TextInput: typing, hint/error, counter, mask, Spanish catalog. */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { TextInput, type TextInputProps } from './text-input.tsx';
import { renderWithProviders } from './test-utils.tsx';

function Story(props: Partial<TextInputProps> & { initial?: string; spy?: (v: string) => void }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <TextInput
      label="Name"
      name="name"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.spy?.(v);
      }}
    />
  );
}

describe('TextInput', () => {
  it('is found by its label, carries name and id, and reports each edit', async () => {
    const spy = vi.fn();
    const { user } = await renderWithProviders(<Story spy={spy} hint="As on your ID" />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveProperty('name', 'name');
    expect(input.id).toMatch(/^name-/);
    await user.type(input, 'Ana');
    expect(spy).toHaveBeenLastCalledWith('Ana');
    expect(input).toHaveProperty('value', 'Ana');
    expect(screen.getByText('As on your ID')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('As on your ID').id);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the error instead of the hint and marks the input invalid', async () => {
    await renderWithProviders(<Story hint="As on your ID" error="Required field" required />);
    const input = screen.getByLabelText(/Name/);
    expect(screen.queryByText('As on your ID')).toBeNull();
    const error = screen.getByText('Required field');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(input).toHaveProperty('required', true);
  });

  it('counts characters against maxLength and stops at the maximum', async () => {
    const { user } = await renderWithProviders(<Story maxLength={5} initial="ab" />);
    expect(screen.getByText('2 / 5')).toBeTruthy();
    expect(screen.getByText('2 of 5 characters')).toBeTruthy();
    const input = screen.getByLabelText('Name');
    await user.type(input, 'cdefg');
    expect(input).toHaveProperty('value', 'abcde');
    expect(screen.getByText('5 / 5')).toBeTruthy();
  });

  it('applies a mask: refuses letters and inserts the separator', async () => {
    const spy = vi.fn();
    const { user } = await renderWithProviders(<Story mask="0000-0000" type="tel" spy={spy} />);
    const input = screen.getByLabelText('Name');
    await act(async () => {
      await import('react-imask');
    }); // the mask library loads on first use
    await user.type(input, '12a345678');
    expect(input).toHaveProperty('value', '1234-5678');
    expect(spy).toHaveBeenLastCalledWith('1234-5678');
  });

  it('calls onBlur when focus leaves and honours disabled', async () => {
    const onBlur = vi.fn();
    const { user } = await renderWithProviders(
      <>
        <Story onBlur={onBlur} />
        <TextInput label="Email" name="email" type="email" value="" onChange={() => {}} disabled />
      </>,
    );
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Email')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Email')).toHaveProperty('type', 'email');
  });

  it('speaks Spanish: the counter reads "caracteres"', async () => {
    await renderWithProviders(<Story maxLength={10} initial="hola" />, { locale: 'es' });
    expect(screen.getByText('4 de 10 caracteres')).toBeTruthy();
  });
});
