import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { colors } from '@aurum/tokens';
import { Swiper } from './Swiper';
import { guidance } from '../docs/guidance';

const banner = (fill: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 320"><rect width="750" height="320" fill="${fill}"/><text x="375" y="175" font-size="48" text-anchor="middle" fill="#000">${text}</text></svg>`,
  )}`;

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary: 'A banner carousel: swipe between slides, autoplay, position dots.',
          use: ['Promotions at the top of the home screen.'],
          avoid: ['Content the member needs: carousels hide all but one slide.'],
          do: ['Keep to a few slides; each readable on its own.'],
          dont: ['Put text that must be read in the picture.'],
          content: ['Each slide has a name (its label) for screen readers.'],
          keyboard: [
            'The track scrolls with arrow keys; autoplay stops while it is touched or focused, and under reduced motion.',
          ],
          screenReader: ['A labelled carousel; each slide reads its name and position ("2 of 3").'],
          states: ['Slides', 'Custom slide names'],
        }),
      },
    },
  },
  title: 'UI/Swiper',
  component: Swiper,
  args: {
    label: 'Promotions',
    interval: 0,
    slides: [
      { id: 1, imageUrl: banner(colors.light.theme, 'Gold week'), title: 'Gold week', onPress: fn() },
      { id: 2, imageUrl: banner(colors.light.sliding, 'New rings'), title: 'New rings' },
      { id: 3, imageUrl: banner(colors.light.border, 'Invite a friend'), title: 'Invite a friend' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Swiper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Slides: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Promotions' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await userEvent.click(canvas.getByRole('button', { name: '1 of 3' }));
    await expect(args.slides[0]!.onPress).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
  },
};

export const OwnSlideNames: Story = {
  name: 'Custom slide names',
  args: { slideLabel: (index, count) => `Banner ${index}/${count}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Banner 3/3' })).toBeInTheDocument();
  },
};
