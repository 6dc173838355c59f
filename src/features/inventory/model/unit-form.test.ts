import { describe, expect, it } from 'vitest';
import { emptyUnitForm, firstFieldError, unitBody } from './unit-form.ts';

describe('unit form model', () => {
  it('sends ids as numbers, numbers as typed, and leaves blank optional fields out', () => {
    const form = emptyUnitForm();
    form.text = { ...form.text, title: ' Valla 1 ', media_type_id: '3', price: '1200.50', sku: '', spots: '' };
    form.attributes = [
      { name: 'iluminación', value: 'sí' },
      { name: ' ', value: 'lost' },
    ];
    const body = unitBody(form);
    expect(body).toMatchObject({
      title: 'Valla 1',
      media_type_id: 3,
      price: '1200.50',
      unit_type_id: null,
      image_ids: [],
      attributes: { iluminación: 'sí' },
    });
    expect('sku' in body).toBe(false);
    expect('spots' in body).toBe(false);
  });

  it('names the first field of the errors and its first message', () => {
    expect(firstFieldError({ lat: ['must be at most 90', 'x'], title: ['is required'] })).toEqual({
      field: 'lat',
      message: 'must be at most 90',
    });
    expect(firstFieldError({ 'attributes.color': ['too long'] })).toEqual({ field: 'attributes', message: 'too long' });
    expect(firstFieldError(undefined)).toBeUndefined();
    expect(firstFieldError({})).toBeUndefined();
  });
});
