import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { addBundledTexts, useTranslation } from '../../../i18n';
import { enUS as homeTexts } from '../../../i18n/catalogs/en-US?catalog=home';
import type { ResultOf } from '@aurum/api-client';
import { Card, Cell, NoticeBar, Swiper } from '@aurum/ui';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { homeRequest } from './homeData';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { navigateTo, paths, switchTab, withQuery, type AppUrl } from '../../../navigation';
import { Icon, type IconPath } from '../../../components/Icon';
import * as icons from '../../../components/iconPaths/home';
import { ProductPreview } from './ProductPreview';
import { ChunkErrorBoundary } from '../../../app/ChunkErrorBoundary';
import * as styles from './Home.css';

// Home's en-US texts come with its chunk, not the entry (i18n/parts.ts).
addBundledTexts(homeTexts);

// The notices and their popup: a chunk fetched when home mounts (HomeNotices).
const HomeNotices = lazy(() => import('./HomeNotices'));

type Slide = ResultOf<'/app/swiper/findAll'>[number];
type ScrollMessage = ResultOf<'/app/scrollMessage/list'>[number];

const shortcuts: { key: 'recharge' | 'withdraw' | 'bankCard' | 'messages'; icon: IconPath; url: AppUrl }[] = [
  { key: 'recharge', icon: icons.recharge, url: paths.recharge },
  { key: 'withdraw', icon: icons.withdraw, url: paths.withdraw },
  { key: 'bankCard', icon: icons.card, url: paths.card },
  { key: 'messages', icon: icons.message, url: paths.sysMessage },
];

/** Home (tab 0): banner, announcements, shortcuts, products, about and beginner guide, notice popup. */
export default function Home() {
  const { t } = useTranslation(['home', 'common']);
  // null while loading: the banner and the announcements keep their place (home CLS)
  const [slides, setSlides] = useState<Slide[] | null>(null);
  const [messages, setMessages] = useState<ScrollMessage[] | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const [s, m] = await Promise.all([homeRequest('slides'), homeRequest('messages')]);
      setSlides(s);
      setMessages(m);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const refresh = useCallback(async () => {
    setFailed(false);
    setRefreshKey((k) => k + 1);
    await load();
  }, [load]);

  return (
    <RefreshableScreenPage onRefresh={refresh}>
      {failed ? (
        <LoadFailed onRetry={() => void refresh()} />
      ) : (
        <>
          <Swiper
            label={t('banners')}
            slideLabel={(index, count) => t('slide', { index, count })}
            loading={slides === null}
            slides={(slides ?? []).map((slide) => ({
              id: slide.id,
              imageUrl: slide.imageUrl,
              title: slide.title,
              onPress: slide.linkUrl?.startsWith('/') ? () => navigateTo(slide.linkUrl as AppUrl) : undefined,
            }))}
          />
          <NoticeBar label={t('announcements')} loading={messages === null} items={messages ?? []} icon={<Icon path={icons.speaker} size={20} />} />
        </>
      )}

      <ul className={styles.shortcuts}>
        {shortcuts.map((item) => (
          <li key={item.key}>
            <button type="button" className={styles.shortcut} onClick={() => navigateTo(item.url)}>
              <span className={styles.shortcutIcon}>
                <Icon path={item.icon} />
              </span>
              {t(item.key)}
            </button>
          </li>
        ))}
      </ul>

      <Card padding="none">
        <Cell
          title={t('lotteryShortcut')}
          description={t('lotteryShortcutIntro')}
          icon={<Icon path={icons.lottery} className={styles.cellIcon} />}
          onPress={() => navigateTo(withQuery(paths.bonusRedemption, { section: 'lottery' }))}
        />
      </Card>

      <section aria-labelledby="home-products">
        <div className={styles.sectionHeader}>
          <h2 id="home-products" className={styles.sectionTitle}>
            {t('products')}
          </h2>
          <button type="button" className={styles.viewAll} onClick={() => switchTab(paths.productList)}>
            {t('common:viewAll')}
            <Icon path={icons.chevronRight} size={16} />
          </button>
        </div>
        {!failed && <ProductPreview refreshKey={refreshKey} onFailed={() => setFailed(true)} />}
      </section>

      <Card padding="none">
        <Cell
          title={t('company')}
          description={t('companyIntro')}
          icon={<Icon path={icons.company} className={styles.cellIcon} />}
          onPress={() => navigateTo(withQuery(paths.webview, { type: 'about' }))}
        />
        <Cell
          title={t('guide')}
          description={t('guideIntro')}
          icon={<Icon path={icons.guide} className={styles.cellIcon} />}
          onPress={() => navigateTo(withQuery(paths.webview, { type: 'guide' }))}
        />
      </Card>

      <ChunkErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <HomeNotices />
        </Suspense>
      </ChunkErrorBoundary>
    </RefreshableScreenPage>
  );
}
