import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { SafeArea } from './SafeArea';
import { guidance } from '../docs/guidance';

/** A bottom action bar kept above the home indicator (the inset is 0 in a desktop browser). */
const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary: "Padding for the phone's safe area (the notch and the home indicator).",
          use: ['Under a bottom bar and above content under a notch.'],
          avoid: ['General spacing: use the spacing tokens.'],
          do: ['Use it once per edge.'],
          dont: ['Stack it with other bottom padding.'],
          content: ['No text.'],
          keyboard: ['Not focusable.'],
          screenReader: ['Nothing announced.'],
          states: ['Bottom'],
        }),
      },
    },
  },
  title: 'UI/SafeArea',
  component: SafeArea,
  args: { position: 'bottom' },
  render: (args) => (
    <div style={{ position: 'fixed', insetInline: 0, bottom: 0, borderTop: '1px solid' }}>
      <SafeArea {...args}>
        <div style={{ padding: 16 }}>
          <Button fullWidth>Buy now</Button>
        </div>
      </SafeArea>
    </div>
  ),
} satisfies Meta<typeof SafeArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bottom: Story = {
  play: async ({ canvasElement }) => {
    const area = canvasElement.querySelector('[data-safe-area="bottom"]') as HTMLElement;
    await expect(getComputedStyle(area).paddingBottom).toBe('0px');
    await expect(within(area).getByRole('button', { name: 'Buy now' })).toBeVisible();
  },
};
