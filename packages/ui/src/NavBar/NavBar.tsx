import type { CSSProperties, ReactNode } from 'react';
import { cssVarName, type ColorName } from '@aurum/tokens';
import { useAurum } from '../AurumProvider/AurumProvider';
import { IconGlyph } from '../Icon/IconGlyph';
import { backIcon } from '../Icon/glyphs/back';
import * as styles from './NavBar.css';
import { useUiText } from '../locale/LocaleProvider';

export type NavBarTone = NonNullable<styles.NavBarVariants['tone']>;

export interface NavBarProps {
  /** Page title. Defaults to the brand name of the AurumProvider, shown as the logotype in the brand colour. */
  title?: ReactNode;
  /**
   * Title colour, as a colour token name. Defaults to `theme` (gold) for the brand-name logotype and
   * to `text` for any other title (gold text on the light-grey bar is below WCAG contrast).
   */
  titleColor?: ColorName;
  /** Background of the bar, from the theme tokens. Default `navBar` (light grey / dark grey). */
  tone?: NavBarTone;
  /** Draws a hairline under the bar. */
  bordered?: boolean;
  /** Shows a back button; the app decides what back does (history back, relaunch to /, ...). */
  onBack?: () => void;
  /** Accessible label of the back button. */
  backLabel?: string;
  /** Right-hand slot (actions). */
  right?: ReactNode;
  className?: string;
  /** Extra inline style, e.g. `{ background: vars.color.item }`; keep it to token values. */
  style?: CSSProperties;
}

/** Custom navigation bar, 44 px high: back button, centred title, right slot. */
export function NavBar({
  title,
  titleColor,
  tone = 'navBar',
  bordered = false,
  onBack,
  backLabel: backLabelProp,
  right,
  className,
  style,
}: NavBarProps) {
  const { text } = useUiText();
  const backLabel = backLabelProp ?? text('back');
  const { brandName } = useAurum();
  const isLogotype = title === undefined || title === null;
  const colorName: ColorName = titleColor ?? (isLogotype ? 'theme' : 'text');
  return (
    <header className={[styles.bar({ tone, bordered }), className].filter(Boolean).join(' ')} style={style}>
      <div className={styles.start}>{onBack ? <BackButton label={backLabel} onPress={onBack} /> : null}</div>
      <h1
        className={styles.title}
        // the contract's custom property by name (what vars.color[colorName] holds): the bundle need not
        // carry the whole `vars` object for one colour
        style={{ color: `var(${cssVarName(['color', colorName])})` }}
        // WCAG 1.4.3 exempts logotypes (text that is part of a brand name) from the contrast minimum.
        data-logotype={isLogotype ? '' : undefined}
      >
        {isLogotype ? brandName : title}
      </h1>
      <div className={styles.end}>{right}</div>
    </header>
  );
}

/** A plain <button>: native press and keyboard handling, no react-aria (keeps NavBar light). */
function BackButton({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <button type="button" aria-label={label} onClick={onPress} className={styles.backButton}>
      <IconGlyph icon={backIcon} name="back" className={styles.backIcon} />
    </button>
  );
}
