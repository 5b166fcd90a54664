import { sizes } from '@aurum/tokens';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { vars } from '@aurum/tokens/theme.css';
import { PullRefreshScroller } from './PullRefreshScroller';
import { guidance } from '../docs/guidance';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The scroller fetches its gesture code after it mounts; a play waits for it before it pulls or scrolls. */
async function gesturesAttached() {
  await import('./pullGestures');
  await sleep(0);
}

/** Pulls the list down by `distance` px with pointer events (mouse by default), optionally releasing. */
async function pull(
  target: HTMLElement,
  distance: number,
  { release = true, pointerType = 'mouse' }: { release?: boolean; pointerType?: 'mouse' | 'touch' } = {},
) {
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const startY = box.top + 20;
  const init = (clientY: number, buttons = 1): PointerEventInit => ({
    bubbles: true,
    cancelable: true,
    composed: true,
    pointerId: 7,
    pointerType,
    isPrimary: true,
    button: 0,
    buttons,
    clientX: x,
    clientY,
  });
  target.dispatchEvent(new PointerEvent('pointerdown', init(startY)));
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    await nextFrame();
    target.dispatchEvent(new PointerEvent('pointermove', init(startY + (distance * i) / steps)));
  }
  await nextFrame();
  if (release) target.dispatchEvent(new PointerEvent('pointerup', init(startY + distance, 0)));
}

/** How far the content has moved down inside the scroller (the head offset), px. */
function contentOffset(region: HTMLElement): number {
  const content = region.firstElementChild as HTMLElement;
  return Math.round(
    content.getBoundingClientRect().top - region.getBoundingClientRect().top + region.scrollTop,
  );
}

function Rows({ count, prefix = 'Record' }: { count: number; prefix?: string }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          style={{
            padding: '14px 16px',
            background: vars.color.item,
            borderBlockEnd: `1px solid ${vars.color.border}`,
            color: vars.color.text,
          }}
        >
          {prefix} {i + 1}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary: `A scroll area that refreshes when pulled down past ${sizes.pullRefreshRange} (size.pullRefreshRange) and reports when its end is near (loading more).`,
          use: ['Lists that change on the server: orders, billing, zone.'],
          avoid: ['Static pages: a normal scroll is enough.'],
          do: ['Keep the head text short: "Pull to refresh", "Release to refresh", "Refreshing", "Done".'],
          dont: ['Refresh on a tap; refresh only on a deliberate pull.'],
          content: ['Head texts are localised and can be changed through the labels.'],
          keyboard: [
            'The region scrolls with the keyboard; refreshing by keyboard is offered by the screen (a refresh button), not by the pull.',
          ],
          screenReader: ['A labelled region; the refresh state is announced through a status region.'],
          states: ['Pulling', 'Refreshing', 'Pull disabled', 'Paged list', 'Custom labels'],
        }),
      },
    },
  },
  title: 'UI/PullRefreshScroller',
  component: PullRefreshScroller,
  tags: ['autodocs'],
  args: {
    onRefresh: fn(() => sleep(300)),
    onReachBottom: fn(),
    children: <Rows count={30} />,
  },
  decorators: [
    (Story) => (
      <div style={{ height: 480, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PullRefreshScroller>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Resolvers of pending onRefresh calls, so a story decides when the refresh ends (no timing races). */
const pendingRefreshes: Array<() => void> = [];

export const Default: Story = {
  name: 'Pulling',
  args: {
    onRefresh: fn(() => new Promise<void>((resolve) => pendingRefreshes.push(resolve))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Scrollable content' });
    await gesturesAttached();
    const root = region.parentElement as HTMLElement;
    await pull(region, 100, { release: false });
    await expect(root).toHaveAttribute('data-state', 'pulling');
    await expect(canvas.getByText('Pull to refresh')).toBeInTheDocument();
    await waitFor(() => expect(contentOffset(region)).toBe(50));
    await pull(region, 220, { release: false });
    await expect(root).toHaveAttribute('data-state', 'reached');
    await expect(canvas.getByText('Release to refresh')).toBeInTheDocument();
    region.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 7, isPrimary: true }));
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'refreshing'));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Refreshing...');
    await waitFor(() => expect(contentOffset(region)).toBe(70));
    // The head stays while onRefresh is pending...
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(root).toHaveAttribute('data-state', 'refreshing');
    await expect(contentOffset(region)).toBe(70);
    // ...and restores once it resolves.
    pendingRefreshes.splice(0).forEach((resolve) => resolve());
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'restoring'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Done');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'idle'), { timeout: 2000 });
    await expect(contentOffset(region)).toBe(0);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Aborting: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  name: 'Released before the range: aborts',
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region');
    await gesturesAttached();
    const root = region.parentElement as HTMLElement;
    const states: string[] = [];
    const observer = new MutationObserver(() => states.push(root.dataset.state ?? ''));
    observer.observe(root, { attributes: true, attributeFilter: ['data-state'] });
    await pull(region, 120);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'idle'));
    observer.disconnect();
    await expect(states).toContain('aborting');
    await expect(states).not.toContain('refreshing');
    await expect(args.onRefresh).not.toHaveBeenCalled();
    await waitFor(() => expect(contentOffset(region)).toBe(0));
  },
};

export const Refreshing: Story = {
  name: 'Refreshing',
  args: { onRefresh: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region');
    await gesturesAttached();
    await pull(region, 200, { pointerType: 'touch' });
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(contentOffset(region)).toBe(70));
    await expect(canvas.getByText('Refreshing...', { selector: '[data-head] span' })).toBeVisible();
    // Further pulls are ignored while refreshing.
    await pull(region, 300);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(region.parentElement).toHaveAttribute('data-state', 'refreshing');
  },
};

export const Disabled: Story = {
  name: 'Pull disabled',
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region');
    await gesturesAttached();
    await pull(region, 250);
    await sleep(50);
    await expect(region.parentElement).toHaveAttribute('data-state', 'idle');
    await expect(contentOffset(region)).toBe(0);
    await expect(args.onRefresh).not.toHaveBeenCalled();
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(args.onReachBottom).toHaveBeenCalledTimes(1));
  },
};

export const ReachBottom: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  name: 'Reach bottom: within 50 px, 350 ms hold-off',
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region');
    await gesturesAttached();
    const scrollTo = async (top: number) => {
      region.scrollTop = top;
      await new Promise<void>((resolve) =>
        region.addEventListener('scroll', () => resolve(), { once: true }),
      );
    };
    const bottom = region.scrollHeight - region.clientHeight;
    await scrollTo(bottom - 120);
    await expect(args.onReachBottom).not.toHaveBeenCalled();
    await scrollTo(bottom - 40);
    await expect(args.onReachBottom).toHaveBeenCalledTimes(1);
    await scrollTo(bottom);
    await expect(args.onReachBottom).toHaveBeenCalledTimes(1);
    // Leaving and coming back within the hold-off does not call again...
    await scrollTo(bottom - 200);
    await scrollTo(bottom);
    await expect(args.onReachBottom).toHaveBeenCalledTimes(1);
    // ...after it, it does.
    await sleep(400);
    await scrollTo(bottom - 200);
    await scrollTo(bottom);
    await expect(args.onReachBottom).toHaveBeenCalledTimes(2);
  },
};

/** Loads 20 more rows on every reach-bottom, as a paged list would. */
function InfiniteListDemo({ onReachBottom }: { onReachBottom: () => void }) {
  const [count, setCount] = useState(20);
  return (
    <PullRefreshScroller
      onRefresh={() => sleep(200).then(() => setCount(20))}
      onReachBottom={() => {
        onReachBottom();
        setCount((c) => c + 20);
      }}
    >
      <Rows count={count} prefix="Order" />
    </PullRefreshScroller>
  );
}

export const InfiniteList: Story = {
  name: 'Paged list',
  render: (args) => <InfiniteListDemo onReachBottom={args.onReachBottom ?? (() => {})} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region');
    await gesturesAttached();
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvas.getByText('Order 40')).toBeInTheDocument());
    await sleep(400);
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvas.getByText('Order 60')).toBeInTheDocument());
    await expect(args.onReachBottom).toHaveBeenCalledTimes(2);
  },
};

export const CustomLabels: Story = {
  name: 'Custom labels',
  args: {
    pullingLabel: 'Pull down',
    reachedLabel: 'Let go',
    refreshingLabel: 'Loading',
    doneLabel: 'Updated',
    ariaLabel: 'Orders',
    onRefresh: fn(() => sleep(100)),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Orders' });
    await gesturesAttached();
    await pull(region, 60, { release: false });
    await expect(canvas.getByText('Pull down')).toBeInTheDocument();
    await pull(region, 200);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Updated'));
  },
};
