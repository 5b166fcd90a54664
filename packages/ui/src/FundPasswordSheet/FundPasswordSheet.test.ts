import { describe, expect, it } from 'vitest';
import { fundPasswordLength } from '@aurum/tokens';
import { applyCodeAction, onlyDigits, type CodeAction } from './fundPassword';

const N = fundPasswordLength;

function run(actions: CodeAction[], from = '') {
  let digits = from;
  const completes: string[] = [];
  for (const a of actions) {
    const r = applyCodeAction(digits, a, N);
    digits = r.digits;
    if (r.complete) completes.push(digits);
  }
  return { digits, completes };
}

const keys = (s: string): CodeAction[] => [...s].map((text) => ({ type: 'append', text }));

describe('fund password input', () => {
  it('is 6 digits long (token fundPasswordLength)', () => {
    expect(N).toBe(6);
  });

  it('completes at exactly 6 digits, once', () => {
    expect(run(keys('12345'))).toEqual({ digits: '12345', completes: [] });
    expect(run(keys('123456'))).toEqual({ digits: '123456', completes: ['123456'] });
    expect(run(keys('12345678'))).toEqual({ digits: '123456', completes: ['123456'] });
  });

  it('keeps only digits from pasted text', () => {
    expect(run([{ type: 'append', text: '12a3b4c56' }])).toEqual({ digits: '123456', completes: ['123456'] });
    expect(run([{ type: 'append', text: ' 98-76 ' }]).digits).toBe('9876');
    expect(run([{ type: 'append', text: 'abc' }]).digits).toBe('');
    expect(onlyDigits('１２3٤')).toBe('3');
  });

  it('appends a paste to what is already typed, up to the length', () => {
    expect(run([...keys('12'), { type: 'append', text: '3456789' }])).toEqual({
      digits: '123456',
      completes: ['123456'],
    });
  });

  it('deletes the last digit, and completes again after a correction', () => {
    const r = run([...keys('123456'), { type: 'delete' }, ...keys('7')]);
    expect(r).toEqual({ digits: '123457', completes: ['123456', '123457'] });
    expect(run([{ type: 'delete' }]).digits).toBe('');
  });

  it('set (input value) filters and caps, and completes only when it grows to 6', () => {
    expect(run([{ type: 'set', value: '1x2y3' }]).digits).toBe('123');
    expect(run([{ type: 'set', value: '1234567' }]).completes).toEqual(['123456']);
    expect(run([{ type: 'set', value: '123456' }], '123456').completes).toEqual([]);
  });

  it('clear empties the code (after an error)', () => {
    expect(run([{ type: 'clear' }], '123456').digits).toBe('');
  });
});
