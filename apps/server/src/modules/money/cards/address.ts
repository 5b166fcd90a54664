/**
 * USDT address formats per network. TRC20 (TRON): base58check, 25 bytes, version byte 0x41, the
 * last 4 bytes are the first 4 of sha256(sha256(first 21)). ERC20 (Ethereum): 0x + 40 hex digits.
 */
import { createHash } from 'node:crypto';
import type { WalletType } from '../tables.js';

export const WALLET_TYPES = ['TRC20', 'ERC20'] as const satisfies readonly WalletType[];

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(text: string): Buffer | null {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Buffer.from(bytes);
}

function sha256(data: Buffer): Buffer {
  return createHash('sha256').update(data).digest();
}

export function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const bytes = base58Decode(address);
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const payload = bytes.subarray(0, 21);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.equals(bytes.subarray(21));
}

export function isEthereumAddress(address: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(address);
}

export function isWalletAddress(type: WalletType, address: string): boolean {
  return type === 'TRC20' ? isTronAddress(address) : isEthereumAddress(address);
}

function base58Encode(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex') || '0'}`);
  let out = '';
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** A well-formed TRON address for a 20-byte account id (demo data and tests). */
export function tronAddress(accountId: Buffer): string {
  const payload = Buffer.concat([Buffer.from([0x41]), accountId.subarray(0, 20)]);
  return base58Encode(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]));
}
