import { useRef, type CSSProperties, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing } from 'react-aria';
import { brandName, type ColorName } from '@aurum/tokens';
import { vars } from '@aurum/tokens/theme.css';
import * as styles from './NavBar.css';

export type NavBarTone = NonNullable<styles.NavBarVariants['tone']>;

export interface NavBarProps {
  /** Page title. Defaults to the brand name, shown as the gold logotype. */
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
  backLabel = 'Back',
  right,
  className,
  style,
}: NavBarProps) {
  const isLogotype = title === undefined || title === null;
  const colorName: ColorName = titleColor ?? (isLogotype ? 'theme' : 'text');
  return (
    <header className={[styles.bar({ tone, bordered }), className].filter(Boolean).join(' ')} style={style}>
      <div className={styles.start}>{onBack ? <BackButton label={backLabel} onPress={onBack} /> : null}</div>
      <h1
        className={styles.title}
        style={{ color: vars.color[colorName] }}
        // WCAG 1.4.3 exempts logotypes (text that is part of a brand name) from the contrast minimum.
        data-logotype={isLogotype ? '' : undefined}
      >
        {isLogotype ? brandName : title}
      </h1>
      <div className={styles.end}>{right}</div>
    </header>
  );
}

function BackButton({ label, onPress }: { label: string; onPress: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps, isPressed } = useButton({ onPress, 'aria-label': label }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      className={styles.backButton}
      data-pressed={isPressed || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <svg
        className={styles.backIcon}
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M15 5l-7 7 7 7" />
      </svg>
    </button>
  );
}
