import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { colors } from '@aurum/tokens';
import { TabBar, type TabBarItem, type TabBarProps } from './TabBar';
import { guidance } from '../docs/guidance';

/** Story icons, drawn from token colours (the app passes its own image paths). */
const icon = (d: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${colour}" stroke-width="1.8" stroke-linejoin="round"><path d="${d}"/></svg>`,
  )}`;
const shapes = {
  home: 'M3 11l9-7 9 7v9H3z',
  product: 'M4 7h16v13H4zM8 7V4h8v3',
  zone: 'M4 5h16v11H8l-4 4z',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M17 11a3 3 0 0 0 0-6M21 20c0-2-1-4-3-5',
  mine: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
};
const item = (pagePath: string, text: string, shape: keyof typeof shapes): TabBarItem => ({
  pagePath,
  text,
  iconPath: icon(shapes[shape], colors.dark.textSecondary),
  selectedIconPath: icon(shapes[shape], colors.light.theme),
});

/** The five tabs of SPEC §2, in order. */
const items: TabBarItem[] = [
  item('/', 'Home', 'home'),
  item('/pages/product/list', 'Products', 'product'),
  item('/pages/zone/zone', 'Zone', 'zone'),
  item('/pages/mine/team', 'Team', 'team'),
  item('/pages/mine/mine', 'Mine', 'mine'),
];

/** Keeps the selection, as the app would after navigating. */
function Stateful(args: TabBarProps) {
  const [active, setActive] = useState(args.activePath);
  return (
    <TabBar
      {...args}
      activePath={active}
      onSelect={(path) => {
        args.onSelect(path);
        setActive(path);
      }}
    />
  );
}

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary: 'The bottom navigation between the five tab pages (home, products, zone, team, mine).',
          use: ["The app's top-level pages only."],
          avoid: ['Switching views inside a page: use Tabs.'],
          do: ['Keep it to five or fewer items, each with an icon and a label.'],
          dont: ['Hide it on tab pages.', 'Show it on inner pages.'],
          content: ['Labels: one word, the page name.'],
          keyboard: [
            'Each item is a link in the tab order; Enter follows it. When the bar has zero height it still appears while an item has focus.',
          ],
          screenReader: [
            'A navigation landmark with a list of links; the current page is marked "current page".',
          ],
          states: ['Visible', 'Hidden', 'Right-to-left'],
        }),
      },
    },
  },
  title: 'UI/TabBar',
  component: TabBar,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: { items, activePath: '/', onSelect: fn(), height: 56, label: 'Main', position: 'fixed' },
  argTypes: { height: { control: { type: 'number', min: 0, max: 120 } } },
} satisfies Meta<typeof TabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visible bar (height 56): a nav landmark; choosing a tab calls onSelect with its pagePath. */
export const Visible: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(Math.round(nav.getBoundingClientRect().height)).toBe(57); // 56 + 1 px border
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(['Home', 'Products', 'Zone', 'Team', 'Mine']);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Products' }));
    await expect(args.onSelect).toHaveBeenCalledWith('/pages/product/list');
    await expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await expect(links[0]).not.toHaveAttribute('aria-current');
  },
};

/** Keyboard: Tab to a link, Enter selects it. */
export const Keyboard: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  args: { activePath: '/pages/mine/mine' },
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Products' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('/pages/product/list');
  },
};

/**
 * Height 0, the product default (token tabBarHeight): not shown, no landmark, but the links are
 * reachable by keyboard and the bar appears while focused.
 */
export const HiddenAtZeroHeight: Story = {
  name: 'Hidden',
  args: { height: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const bar = canvasElement.querySelector('[data-hidden]')!;
    await expect(bar.getBoundingClientRect().height).toBeLessThanOrEqual(2);
    await userEvent.tab();
    const home = canvas.getByRole('link', { name: 'Home' });
    await expect(home).toHaveFocus();
    await waitFor(() => expect(bar.getBoundingClientRect().height).toBeGreaterThan(40));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('/pages/product/list');
  },
};

/** Right-to-left: the first tab sits at the right. */
export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: { position: 'static' },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links[0]!.getBoundingClientRect().left).toBeGreaterThan(
      links[4]!.getBoundingClientRect().left,
    );
    await userEvent.click(links[4]!);
    await expect(args.onSelect).toHaveBeenCalledWith('/pages/mine/mine');
  },
};

/** Modifier-click is left to the browser (open in new tab): onSelect is not called. */
export const ModifierClickPassesThrough: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  args: { position: 'static' },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Zone' });
    await expect(link).toHaveAttribute('href', '/pages/zone/zone');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.addEventListener('click', (e) => e.preventDefault(), { once: true }); // keep the test page
    link.dispatchEvent(click);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.click(link);
    await expect(args.onSelect).toHaveBeenCalledWith('/pages/zone/zone');
  },
};
