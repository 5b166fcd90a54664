import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('joins lines and shortens long text', () => {
    expect(excerpt('Hello\n\n  world ')).toBe('Hello world');
    expect(excerpt('a'.repeat(100), 10)).toBe(`${'a'.repeat(10)}…`);
  });

  it('keeps markup as text', () => {
    expect(excerpt('<b>bold</b>')).toBe('<b>bold</b>');
  });
});
