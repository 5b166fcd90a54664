import { describe, expect, it } from 'vitest';
import { charCount, checkComment, checkPicture, checkPost, parseId } from './zoneRules';

describe('checkPost', () => {
  it('needs some text or a picture', () => {
    expect(checkPost('   ', [])).toBe('empty');
    expect(checkPost('hello', [])).toBeNull();
    expect(checkPost('', [{ url: '/core/file/uploads/a.jpg' }])).toBeNull();
  });

  it('limits the text to 1000 characters (emoji count once)', () => {
    expect(checkPost('a'.repeat(1000), [])).toBeNull();
    expect(checkPost('a'.repeat(1001), [])).toBe('tooLong');
    expect(checkPost('💍'.repeat(1000), [])).toBeNull();
    expect(charCount('💍💍')).toBe(2);
  });

  it('limits pictures to 9 and waits for every upload', () => {
    const done = { url: '/x.jpg' };
    expect(checkPost('x', Array(9).fill(done))).toBeNull();
    expect(checkPost('x', Array(10).fill(done))).toBe('tooManyPictures');
    expect(checkPost('x', [done, { url: null }])).toBe('uploading');
  });
});

describe('checkComment', () => {
  it('needs 1 to 500 characters', () => {
    expect(checkComment(' \n ')).toBe('empty');
    expect(checkComment('nice')).toBeNull();
    expect(checkComment('a'.repeat(501))).toBe('tooLong');
  });
});

describe('checkPicture', () => {
  it('takes JPEG, PNG, WebP and GIF up to 5 MB', () => {
    expect(checkPicture({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkPicture({ type: 'image/svg+xml', size: 1000 })).toBe('notImage');
    expect(checkPicture({ type: 'text/html', size: 10 })).toBe('notImage');
    expect(checkPicture({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });
});

describe('parseId', () => {
  it('accepts positive integers only', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('0')).toBeNull();
    expect(parseId('-1')).toBeNull();
    expect(parseId('1.5')).toBeNull();
    expect(parseId('abc')).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});
