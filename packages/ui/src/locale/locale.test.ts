import { describe, expect, it } from 'vitest';
import { enUS, es, formatMessage, fr, trTR, zhCN, zhTW, type UiLocale } from './index';

const all: UiLocale[] = [enUS, zhCN, zhTW, es, fr, trTR];

describe('built-in locales', () => {
  it('cover the six product locales, every text in each, none left empty', () => {
    expect(all.map((l) => l.locale)).toEqual(['en-US', 'zh-CN', 'zh-TW', 'es', 'fr', 'tr-TR']);
    const keys = Object.keys(enUS.messages).sort();
    for (const l of all) {
      expect(Object.keys(l.messages).sort(), l.locale).toEqual(keys);
      for (const [key, message] of Object.entries(l.messages)) {
        const forms = typeof message === 'string' ? [message] : Object.values(message);
        for (const form of forms as string[]) expect(form.trim(), `${l.locale}.${key}`).not.toBe('');
      }
    }
  });

  it('keep the placeholders of en-US in every translation', () => {
    const placeholders = (m: unknown) =>
      [...new Set(JSON.stringify(m).match(/\{\w+\}/g) ?? [])].filter((p) => p !== '{count}').sort();
    for (const l of all) {
      for (const [key, message] of Object.entries(l.messages)) {
        const en = enUS.messages[key as keyof typeof enUS.messages];
        expect(placeholders(message), `${l.locale}.${key}`).toEqual(placeholders(en));
      }
    }
  });

  it('choose plural forms with Intl.PluralRules', () => {
    const m = enUS.messages.fundPasswordProgress;
    expect(formatMessage('en-US', m, { count: 1, total: 6 })).toBe('1 digit of 6 entered');
    expect(formatMessage('en-US', m, { count: 5, total: 6 })).toBe('5 of 6 digits entered');
    // French: 0 and 1 are "one".
    expect(formatMessage('fr', fr.messages.fundPasswordProgress, { count: 0, total: 6 })).toBe(
      '0 chiffre saisi sur 6',
    );
    expect(formatMessage('fr', fr.messages.fundPasswordProgress, { count: 2, total: 6 })).toBe(
      '2 chiffres saisis sur 6',
    );
    expect(formatMessage('es', es.messages.fundPasswordProgress, { count: 1, total: 6 })).toBe(
      '1 dígito de 6 introducido',
    );
  });

  it('fill placeholders and leave unknown ones visible', () => {
    expect(formatMessage('en-US', 'Hi {name}, {missing}', { name: 'Ana' })).toBe('Hi Ana, {missing}');
  });
});
