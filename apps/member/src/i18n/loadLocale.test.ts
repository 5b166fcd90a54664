import { describe, expect, it } from 'vitest';
import { i18n, initI18n, isLocaleLoaded, loadLocale } from './index';

describe('lazy locales', () => {
  it('bundles only en-US; another locale answers in English until its catalog is loaded', async () => {
    initI18n('en-US');
    expect(isLocaleLoaded('en-US')).toBe(true);
    expect(isLocaleLoaded('fr')).toBe(false);
    await i18n.changeLanguage('fr');
    expect(i18n.t('common:back')).toBe('Back');
    await loadLocale('fr');
    expect(isLocaleLoaded('fr')).toBe(true);
    expect(i18n.t('common:back')).toBe('Retour');
    await loadLocale('fr'); // once is enough
    await loadLocale('tr-TR');
    await i18n.changeLanguage('tr-TR');
    expect(i18n.t('titles:setting')).toBe('Ayarlar');
    await i18n.changeLanguage('en-US');
  });
});
