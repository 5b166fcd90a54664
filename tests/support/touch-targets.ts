import type { Page } from 'playwright-core';

/** The smallest touch target on a phone (issue 14; WCAG 2.5.5, Apple's and Material's guidelines). */
export const MIN_TARGET_PX = 44;

export interface SmallTarget {
  what: string;
  /** the control's drawn box */
  width: number;
  height: number;
  /** where, relative to its centre, a finger did not reach it */
  missed: string;
}

/**
 * Every visible control a finger can press (links, buttons, fields, ARIA widgets) that does not
 * answer over a 44 × 44 px square around its centre: the browser's own hit test (elementFromPoint)
 * at the centre and 21.5 px up, down, left and right of it must land on the control, so what
 * counts is what a finger reaches (an invisible extension counts, an overlapping control or a
 * clipping container does not). A text field counts with its frame (the bordered box around it);
 * controls hidden from view or from assistive technology, and disabled ones, are left out.
 */
export async function smallTouchTargets(page: Page, min = MIN_TARGET_PX): Promise<SmallTarget[]> {
  const count = await page.evaluate(() => {
    const w = window as unknown as { __targets: HTMLElement[] };
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="radio"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="slider"]',
      '[role="option"]',
    ].join(',');
    w.__targets = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      if ((element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true') return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      const box = element.getBoundingClientRect();
      return box.width >= 2 && box.height >= 2; // a visually hidden field (e.g. behind its keypad)
    });
    return w.__targets.length;
  });
  const small: SmallTarget[] = [];
  for (let i = 0; i < count; i += 1) {
    const found = await page.evaluate(
      ({ index, half }) => {
        const element = (window as unknown as { __targets: HTMLElement[] }).__targets[index]!;
        element.scrollIntoView({ block: 'center', inline: 'center' });
        // a text field is pressed through its frame; a radio or checkbox through its label
        const isField = element.matches('input, textarea, select');
        const frame = isField
          ? (element.closest('label') ??
            (element.parentElement && element.parentElement.getBoundingClientRect().height <= element.getBoundingClientRect().height + 6
              ? element.parentElement
              : element))
          : element;
        const box = frame.getBoundingClientRect();
        const cx = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        const probes: [string, number, number][] = [
          ['centre', cx, cy],
          ['above', cx, cy - half],
          ['below', cx, cy + half],
          ['left', cx - half, cy],
          ['right', cx + half, cy],
        ];
        const missed: string[] = [];
        for (const [where, x, y] of probes) {
          const hit = document.elementFromPoint(x, y);
          if (!hit || !frame.contains(hit)) missed.push(where);
        }
        if (missed.length === 0) return null;
        const label = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('placeholder') || '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40);
        const role = element.getAttribute('role');
        return {
          what: `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${label}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
          missed: missed.join(', '),
        };
      },
      { index: i, half: min / 2 - 0.5 },
    );
    if (found) small.push(found);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return small;
}
