import { describe, expect, it } from 'vitest';
import { i18n, loadLocale } from './index';
import { firstScreenNamespaces, shellNamespaces } from './parts';
import { enUS as enUSFirst } from './catalogs/en-US?catalog=first';
import { fr as frRest } from './catalogs/fr?catalog=rest';
import { enUS as enUSShell } from './catalogs/en-US?catalog=shell';
import { enUS as enUSHome } from './catalogs/en-US?catalog=home';
import { enUS as enUSAuth } from './catalogs/en-US?catalog=auth';

describe('t() (the catalogs in i18next conventions, without i18next)', () => {
  it('walks namespaces in order, `ns:key` and nested keys, and interpolates {{names}}', async () => {
    await loadLocale('en-US');
    const t = i18n.getFixedT('en-US', ['zone', 'common']);
    expect(t('cancel')).toBe('Cancel'); // not in zone: found in common
    expect(t('titles:setting')).toBe('Settings');
    expect(t('setting:languages.fr')).toBe('Français');
    expect(t('common:demoSmsText', { code: '123456', phone: '+1 555' })).toBe('Code 123456 sent to +1 555');
    // like i18next: a placeholder not given stays visible, one given as undefined is left out
    expect(t('common:demoSmsText', { code: '1' })).toBe('Code 1 sent to {{phone}}');
    expect(t('common:demoSmsText', { code: '1', phone: undefined })).toBe('Code 1 sent to ');
    expect(t('common:noSuchKey' as never)).toBe('noSuchKey');
  });

  it('picks the plural form by Intl.PluralRules of the language, falling back to _other', async () => {
    await loadLocale('fr');
    await loadLocale('tr-TR');
    const fr = i18n.getFixedT('fr', 'money');
    expect(fr('pinWrong', { count: 1 })).toBe('Mot de passe des fonds incorrect. Il reste 1 essai');
    expect(fr('pinWrong', { count: 0 })).toBe('Mot de passe des fonds incorrect. Il reste 0 essai'); // fr: 0 is "one"
    expect(fr('pinWrong', { count: 4 })).toBe('Mot de passe des fonds incorrect. Il reste 4 essais');
    // 1,000,000 is "many" in French: no _many form, so _other
    expect(fr('pinWrong', { count: 1_000_000 })).toBe(
      'Mot de passe des fonds incorrect. Il reste 1000000 essais',
    );
    expect(i18n.getFixedT('en-US', 'home')('periodDays', { count: 1 })).toBe('1 day');
    expect(i18n.getFixedT('tr-TR', 'home')('periodDays', { count: 1 })).toMatch(/^1 /);
  });

  it('answers in English while a language is not loaded, then in that language', async () => {
    const t = i18n.getFixedT('zh-TW', 'common');
    expect(t('back')).toBe('Back');
    await loadLocale('zh-TW');
    expect(t('back')).not.toBe('Back');
  });
});

describe('catalog parts', () => {
  it('puts the first screens namespaces in the first part and the others in the rest', () => {
    expect(Object.keys(enUSFirst).sort()).toEqual([...firstScreenNamespaces].sort());
    expect(Object.keys(frRest)).not.toContain('common');
    expect(Object.keys(frRest)).toContain('withdraw');
  });

  it("cuts en-US's first part into the shell's namespaces (the entry) and home's and login's own", () => {
    expect(Object.keys(enUSShell).sort()).toEqual([...shellNamespaces].sort());
    expect(Object.keys(enUSHome)).toEqual(['home']);
    expect(Object.keys(enUSAuth)).toEqual(['auth']);
    // together, exactly the first part
    expect([...Object.keys(enUSShell), 'home', 'auth'].sort()).toEqual([...firstScreenNamespaces].sort());
  });
});
