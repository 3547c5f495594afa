import { describe, expect, it } from 'vitest';
import { acceptsTypedQuantity, quantityOnBlur } from '../quantity-input-rules';

describe('quantity input (docs/product.md, Cart)', () => {
  it.each([
    ['', true],
    ['0', true],
    ['007', true],
    ['12', true],
    ['-1', false],
    ['1.5', false],
    ['a', false],
  ])('typing %j is %s', (text, ok) => {
    expect(acceptsTypedQuantity(text)).toBe(ok);
  });

  it.each([
    ['', 1],
    ['0', 1],
    ['00', 1],
    ['05', 5],
    ['12', 12],
  ])('on blur %j becomes %i', (text, value) => {
    expect(quantityOnBlur(text)).toBe(value);
  });
});
