import { describe, expect, it } from 'vitest';
import { ActionKeys } from './actionKey';
import { isFundPassword } from './FundPasswordSheet';
import {
  formatDay,
  fundsTone,
  isLedgerType,
  isReceiveAccount,
  isWalletAddress,
  limitMinor,
  limitRange,
  multiplyByRate,
  orderStatusKey,
  signedMoney,
  weekdayNames,
  withdrawalFee,
} from './format';

describe('money helpers', () => {
  it('words a limit range in dollars, with -- where there is no limit', () => {
    expect(limitRange(10000n, 5000000n)).toEqual({ min: '$100.00', max: '$50,000.00' });
    expect(limitRange(null, 123n)).toEqual({ min: '--', max: '$1.23' });
    expect(limitRange(0n, null)).toEqual({ min: '$0.00', max: '--' });
  });

  it('works out the withdrawal fee like the server (basis points, half up)', () => {
    expect(withdrawalFee(10000n, 500)).toBe(500n); // $100.00 at 5 % = $5.00
    expect(withdrawalFee(12345n, 500)).toBe(617n); // 617.25 → 617
    expect(withdrawalFee(12350n, 500)).toBe(618n); // 617.5 → 618
    expect(withdrawalFee(10000n, 0)).toBe(0n);
    expect(withdrawalFee(0n, 500)).toBe(0n);
  });

  it('maps status keys onto the spec labels', () => {
    expect(orderStatusKey('not_started')).toBe('notStarted');
    expect(orderStatusKey('end')).toBe('end');
    expect(orderStatusKey('valid')).toBe('valid');
    expect(fundsTone('passed')).toBe('success');
    expect(fundsTone('rejected')).toBe('failed');
    expect(fundsTone('unpaid')).toBe('pending');
  });

  it('checks USDT addresses per network and bank accounts', () => {
    expect(isWalletAddress('TRC20', 'THwUB2Cbhr4Q6vBUs6C8V2LNyiACZUkdeC')).toBe(true);
    expect(isWalletAddress('TRC20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false);
    expect(isWalletAddress('ERC20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isWalletAddress('ERC20', '0x1234')).toBe(false);
    expect(isWalletAddress('TRC20', 'T0l0000000000000000000000000000000')).toBe(false);
    expect(isReceiveAccount('6222 0210 0112 3456')).toBe(true);
    expect(isReceiveAccount('12345')).toBe(false);
    expect(isReceiveAccount('1234-5678')).toBe(false);
  });

  it('formats days, weekdays, signs and rates', () => {
    expect(formatDay('2026-11-23', 'en-US')).toBe('11/23/2026');
    expect(formatDay(null, 'en-US')).toBe('--');
    expect(weekdayNames([1, 5, 7], 'en-US')).toEqual(['Monday', 'Friday', 'Sunday']);
    expect(signedMoney('$12.30', true)).toBe('+$12.30');
    expect(signedMoney('-$5.00', false)).toBe('-$5.00');
    expect(multiplyByRate(1000n, '1.00')).toBe(1000n);
    expect(multiplyByRate(1000n, '7.1234')).toBe(7123n);
    expect(multiplyByRate(1000n, 'x')).toBeNull();
    expect(limitMinor('100.00')).toBe(10000n);
    expect(limitMinor(null)).toBeNull();
    expect(isLedgerType('withdraw_fee')).toBe(true);
    expect(isLedgerType('something_new')).toBe(false);
  });

  it('accepts exactly six digits as a fund password', () => {
    expect(isFundPassword('123456')).toBe(true);
    expect(isFundPassword('12345')).toBe(false);
    expect(isFundPassword('12345a')).toBe(false);
    expect(isFundPassword('1234567')).toBe(false);
  });
});

describe('idempotency keys', () => {
  it('keeps one key across retries of the same action and makes a new one after it settled', () => {
    let n = 0;
    const keys = new ActionKeys(() => `key-${++n}`);
    const first = keys.keyFor('withdraw:bank:1:10000');
    expect(keys.keyFor('withdraw:bank:1:10000')).toBe(first); // retry after a lost answer
    expect(keys.keyFor('withdraw:bank:1:20000')).not.toBe(first); // another amount: another action
    keys.settle();
    expect(keys.keyFor('withdraw:bank:1:20000')).toBe('key-3');
  });

  it('makes UUIDs by default', () => {
    expect(new ActionKeys().keyFor('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
