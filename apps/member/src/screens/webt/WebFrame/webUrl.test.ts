import { describe, expect, it } from 'vitest';
import { cleanTitle, parseWebUrl, sandboxFor } from './webUrl';

describe('parseWebUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(parseWebUrl('https://example.com/a?b=1')?.href).toBe('https://example.com/a?b=1');
    expect(parseWebUrl(' http://example.com ')?.hostname).toBe('example.com');
  });

  it('refuses every other scheme, relative paths, credentials and junk', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://example.com',
      '//example.com',
      '/pages/mine/mine',
      'https://user:pass@example.com',
      'not a url',
      '',
      null,
      undefined,
      `https://example.com/${'a'.repeat(3000)}`,
    ]) {
      expect(parseWebUrl(bad), String(bad)).toBeNull();
    }
  });
});

describe('cleanTitle', () => {
  it('makes one short line of text', () => {
    expect(cleanTitle('  About \n us ')).toBe('About us');
    expect(cleanTitle('')).toBeNull();
    expect(cleanTitle('x'.repeat(50))).toBe(`${'x'.repeat(40)}…`);
  });
});

describe('sandboxFor', () => {
  it('never gives our own origin allow-same-origin', () => {
    expect(sandboxFor(new URL('https://app.example/x'), 'https://app.example')).not.toContain(
      'allow-same-origin',
    );
    expect(sandboxFor(new URL('https://other.example/x'), 'https://app.example')).toContain(
      'allow-same-origin',
    );
  });
});
