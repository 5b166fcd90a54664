import { describe, expect, it } from 'vitest';
import { loadCatalog, type Catalog } from './resources';
import { locales, resolveLocale, matchLocale, type Locale } from './locales';

function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object') for (const [k, v] of flatten(value, path)) out.set(k, v);
      else out.set(path, value);
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const catalogs = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await loadCatalog(locale)] as const)),
) as Record<Locale, Catalog>;
const reference = flatten(catalogs['en-US']);

describe('i18n catalogs', () => {
  it('has a catalog for each of the six locales', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...locales].sort());
    expect(locales).toEqual(['en-US', 'zh-CN', 'zh-TW', 'es', 'fr', 'tr-TR']);
  });

  it('includes the messages the spec names', () => {
    const en = catalogs['en-US'];
    expect(en.common.copied).toBe('content copied');
    expect(en.common.copyFailed).toBe('copy failed, please copy manually');
    expect(en.common.timeout).toBe('connection timed out, click the screen to try again');
    expect(en.common.sliding).toBe('Sliding...');
    expect(en.common.iKnowIt).toBe('I know it');
    expect(en.wallet).toMatchObject({
      payeeNameEmpty: 'Payee name empty',
      receiveAccountEmpty: 'Receive account empty',
      selectBank: 'Please Select A Bank',
      enterWithdrawAmount: 'Please enter the withdraw amount',
      selectBankCard: 'Please select your bank card',
    });
    expect(Object.values(en.status.order)).toEqual(['Not started', 'Valid', 'End', 'Invalid']);
    expect(Object.keys(en.status.funds)).toEqual(['unpaid', 'pending', 'failed', 'success', 'rejected', 'passed']);
  });

  for (const locale of locales) {
    describe(locale, () => {
      const flat = flatten(catalogs[locale]);

      it('has every key of en-US and no other', () => {
        const missing = [...reference.keys()].filter((k) => !flat.has(k));
        const extra = [...flat.keys()].filter((k) => !reference.has(k));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it('has no empty value', () => {
        const empty = [...flat.entries()].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
        expect(empty).toEqual([]);
      });

      it('has both plural forms (_one, _other) of every counted text', () => {
        const lonely = [...flat.keys()]
          .filter((k) => /_(one|other)$/.test(k))
          .filter((k) => !flat.has(k.replace(/_(one|other)$/, '_one')) || !flat.has(k.replace(/_(one|other)$/, '_other')));
        expect(lonely).toEqual([]);
      });

      it('keeps the same {{placeholders}} as en-US', () => {
        const mismatched = [...reference.entries()]
          .filter(([k, v]) => JSON.stringify(placeholders(String(v))) !== JSON.stringify(placeholders(String(flat.get(k) ?? ''))))
          .map(([k]) => k);
        expect(mismatched).toEqual([]);
      });
    });
  }
});

describe('plural forms', () => {
  it('says "1 day", "2 days" and the like in each language (issue 14: "1 days", "1 jours")', async () => {
    const { i18n, initI18n, loadLocale } = await import('./index');
    initI18n('en-US');
    const say = async (lng: Locale, key: 'periodDays', count: number) => {
      await loadLocale(lng);
      return i18n.getFixedT(lng, 'home')(key, { count });
    };
    expect([await say('en-US', 'periodDays', 1), await say('en-US', 'periodDays', 30)]).toEqual(['1 day', '30 days']);
    expect([await say('fr', 'periodDays', 1), await say('fr', 'periodDays', 30)]).toEqual(['1 jour', '30 jours']);
    expect([await say('es', 'periodDays', 1), await say('es', 'periodDays', 30)]).toEqual(['1 día', '30 días']);
    expect(await say('zh-CN', 'periodDays', 1)).toBe('1 天');
    expect(await say('tr-TR', 'periodDays', 2)).toBe('2 gün');
  });
});

describe('locale resolution', () => {
  it('prefers the stored locale, then the browser, then en-US', () => {
    expect(resolveLocale('fr', ['zh-CN'])).toBe('fr');
    expect(resolveLocale('xx', ['de-DE', 'zh-HK', 'en'])).toBe('zh-TW');
    expect(resolveLocale(null, ['tr'])).toBe('tr-TR');
    expect(resolveLocale(null, ['de-DE', 'ja'])).toBe('en-US');
    expect(resolveLocale(null, [])).toBe('en-US');
  });

  it('maps browser tags onto the six locales', () => {
    expect(matchLocale('zh-Hans-CN')).toBe('zh-CN');
    expect(matchLocale('zh-Hant')).toBe('zh-TW');
    expect(matchLocale('en_GB')).toBe('en-US');
    expect(matchLocale('es-MX')).toBe('es');
    expect(matchLocale('fr-CA')).toBe('fr');
    expect(matchLocale('tr-TR')).toBe('tr-TR');
    expect(matchLocale('de')).toBeNull();
  });
});
