import { describe, expect, it } from 'vitest';
import { paragraphs } from './paragraphs';

describe('paragraphs', () => {
  it('splits at blank lines and keeps single breaks', () => {
    expect(paragraphs('One\r\ntwo\r\n\r\nThree\n \n\nFour')).toEqual(['One\ntwo', 'Three', 'Four']);
  });

  it('drops empty text and leaves markup as text', () => {
    expect(paragraphs('  \n\n ')).toEqual([]);
    expect(paragraphs('<script>x</script>')).toEqual(['<script>x</script>']);
  });
});
