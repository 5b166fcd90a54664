import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { brandName, colorNames, sizes } from '@aurum/tokens';
import { vars } from '@aurum/tokens/theme.css';
import { NavBar } from './NavBar';
import { guidance } from '../docs/guidance';

/**
 * The brand name is a logotype, which WCAG 1.4.3 exempts from the contrast minimum: the gold theme colour on
 * the light-grey bar is 1.8:1. Only that one element is taken out of axe's colour-contrast rule, and only
 * in the light theme; every other rule and element is still checked.
 */
const logotypeExemption = {
  a11y: { config: { rules: [{ id: 'color-contrast', selector: '*:not([data-logotype])' }] } },
};

/** Computed colour of a token variable, resolved in the story's theme. */
function tokenColor(host: Element, cssVar: string): string {
  const probe = document.createElement('span');
  probe.style.color = cssVar;
  host.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary: `The ${sizes.navBarHeight} bar (size.navBarHeight) at the top of every screen: back button, centred title, optional action on the right. Without a title it shows the brand name as a logotype.`,
          use: ['Every screen; tab pages without back, inner pages with back.'],
          avoid: ['In-page section titles: use a heading or Card title.'],
          do: [
            'Use the page name as the title, the same words as the link that led here.',
            'Keep one action at most on the right.',
          ],
          dont: ['Put a long sentence in the title.', 'Hide the back button on inner pages.'],
          content: ['Title: a noun, sentence case ("Funding details").'],
          keyboard: ['Back and the right action are buttons in the tab order.'],
          screenReader: ['A banner landmark with a level-1 heading; back reads "Back, button".'],
          states: [
            'Default (logotype)',
            'With back',
            'Custom title colour and tone',
            'With action',
            'Long title, right-to-left',
          ],
        }),
      },
    },
  },
  title: 'UI/NavBar',
  component: NavBar,
  tags: ['autodocs'],
  argTypes: {
    titleColor: { control: 'select', options: colorNames },
    tone: { control: 'inline-radio', options: ['navBar', 'item', 'background', 'transparent'] },
    title: { control: 'text' },
  },
  args: {},
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: logotypeExemption,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(brandName);
    await expect(getComputedStyle(heading).color).toBe(tokenColor(header, vars.color.theme));
    await expect(getComputedStyle(header).backgroundColor).toBe(tokenColor(header, vars.color.navBar));
    await expect(header.getBoundingClientRect().height).toBe(44);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithBack: Story = {
  name: 'With back',
  args: { title: 'Funding details', onBack: fn(), backLabel: 'Back' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('button', { name: 'Back' });
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    // Keyboard: Tab to the button, Enter presses it.
    back.blur();
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Funding details');
  },
};

export const CustomColours: Story = {
  name: 'Custom title colour and tone',
  args: { title: 'Webview', titleColor: 'focus', tone: 'item', bordered: true, onBack: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(getComputedStyle(canvas.getByRole('heading')).color).toBe(
      tokenColor(header, vars.color.focus),
    );
    await expect(getComputedStyle(header).backgroundColor).toBe(tokenColor(header, vars.color.item));
    await expect(canvas.getByRole('heading')).not.toHaveAttribute('data-logotype');
  },
};

export const WithRightSlot: Story = {
  name: 'With action',
  args: {
    title: 'Messages',
    onBack: fn(),
    backLabel: 'Go back',
    right: (
      <button
        type="button"
        style={{ background: 'none', border: 'none', color: vars.color.text, font: 'inherit', padding: 8 }}
      >
        Read all
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Read all' })).toBeVisible();
  },
};

export const LongTitleRtl: Story = {
  name: 'Long title, right-to-left',
  args: { title: 'A very long page title that does not fit on one line of a phone', onBack: fn() },
  decorators: [
    (Story) => (
      <div dir="rtl" style={{ maxWidth: vars.size.layoutBase }}>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading');
    // The title is truncated, never wraps: the bar stays 44 px high.
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(44);
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
    // The back button sits at the inline start, which is the right-hand side in RTL.
    const back = canvas.getByRole('button', { name: 'Back' });
    await expect(back.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().left);
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledOnce();
    // The test's synthetic click focuses the button by script, which shows :focus-visible; a real
    // tap does not. Leave the screenshot without the ring.
    back.blur();
  },
};
