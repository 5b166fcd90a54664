import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Cell } from '../Cell/Cell';
import { PullRefreshScroller } from '../PullRefreshScroller/PullRefreshScroller';
import { InfiniteList } from './InfiniteList';
import { guidance } from '../docs/guidance';

const PAGE = 12;

/** Three pages of records inside a PullRefreshScroller; `failFirst` makes the first next-page load fail. */
function Records({ failFirst = false }: { failFirst?: boolean }) {
  const [count, setCount] = useState(PAGE);
  const [failures, setFailures] = useState(failFirst ? 1 : 0);
  const loadMore = async () => {
    await new Promise((r) => setTimeout(r, 50));
    if (failures > 0) {
      setFailures((f) => f - 1);
      throw new Error('network');
    }
    setCount((c) => c + PAGE);
  };
  return (
    <PullRefreshScroller onRefresh={() => setCount(PAGE)} style={{ height: 480 }}>
      <InfiniteList hasMore={count < PAGE * 3} onLoadMore={loadMore}>
        {Array.from({ length: count }, (_, i) => (
          <Cell key={i} title={`Record ${i + 1}`} value={`#${1000 + i}`} />
        ))}
      </InfiniteList>
    </PullRefreshScroller>
  );
}

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary:
            'A list that loads the next page when its end comes into view, with loading, finished and error footers.',
          use: ['Long histories: billing, orders, zone posts.'],
          avoid: ['Short lists that fit one page.'],
          do: ['Combine with PullRefreshScroller so pulling reloads page one.'],
          dont: ['Add a "Load more" button as well.'],
          content: ['Footers are localised: "Loading…", "No more", "Failed to load, tap to retry".'],
          keyboard: ['The error footer is a button: Enter or Space retries.'],
          screenReader: ['The footer is a status region: loading, end and error are announced.'],
          states: ['Loading more', 'Error'],
        }),
      },
    },
  },
  title: 'UI/InfiniteList',
  component: Records,
  // Reaching the bottom is time- and scroll-dependent: no screenshot.
  tags: ['no-visual'],
} satisfies Meta<typeof Records>;
export default meta;
type Story = StoryObj<typeof meta>;

const scrollToEnd = (canvasElement: HTMLElement) => {
  const region = within(canvasElement).getByRole('region');
  region.scrollTop = region.scrollHeight;
};

/** Reach-bottom loads the next page, until the last: then "No more". */
export const LoadsToTheEnd: Story = {
  name: 'Loading more',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/^Record /)).toHaveLength(PAGE);
    scrollToEnd(canvasElement);
    await waitFor(() => expect(canvas.getAllByText(/^Record /)).toHaveLength(PAGE * 2));
    scrollToEnd(canvasElement);
    await waitFor(() => expect(canvas.getAllByText(/^Record /)).toHaveLength(PAGE * 3));
    await waitFor(() => expect(canvas.getByText('No more')).toBeVisible());
  },
};

/** A failed page shows "tap to retry"; the retry loads it. */
export const ErrorAndRetry: Story = {
  name: 'Error',
  args: { failFirst: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    scrollToEnd(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Failed to load, tap to retry' });
    await userEvent.click(retry);
    await waitFor(() => expect(canvas.getAllByText(/^Record /)).toHaveLength(PAGE * 2));
  },
};
