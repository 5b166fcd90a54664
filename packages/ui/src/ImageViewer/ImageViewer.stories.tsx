import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { colors } from '@aurum/tokens';
import { ImageViewer, type ImageViewerImage, type ImageViewerProps } from './ImageViewer';
import { guidance } from '../docs/guidance';

/** Story pictures drawn from token colours (the app passes uploaded pictures). */
const picture = (from: string, to: string, label: string): ImageViewerImage => ({
  src: `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="600" height="800" fill="url(#g)"/><circle cx="300" cy="400" r="150" fill="none" stroke="${colors.light.item}" stroke-width="24"/></svg>`,
  )}`,
  alt: label,
});

const images = [
  picture(colors.light.theme, colors.light.focus, 'A gold ring'),
  picture(colors.light.rising, colors.dark.item, 'A jade pendant'),
  picture(colors.light.falling, colors.dark.border, 'A ruby necklace'),
];

/** Keeps the index and the open state, as the app does. */
function Stateful(args: ImageViewerProps) {
  const [index, setIndex] = useState(args.index);
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <ImageViewer
      {...args}
      isOpen={isOpen}
      index={index}
      onIndexChange={(i) => {
        args.onIndexChange(i);
        setIndex(i);
      }}
      onClose={() => {
        args.onClose();
        setOpen(false);
      }}
    />
  );
}

const meta = {
  title: 'UI/ImageViewer',
  component: ImageViewer,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: { isOpen: true, images, index: 0, onIndexChange: fn(), onClose: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      // A modal covers the whole viewport: on the docs page each story gets its own phone-sized frame.
      story: { inline: false, height: '640px' },
      description: {
        component: guidance({
          summary:
            'A full-screen viewer for pictures: swipe between them, pinch or double-tap to zoom, position shown at the top.',
          use: ["Opening a zone post's or product's pictures large."],
          avoid: ['A carousel on the page: use Swiper.'],
          do: ['Open it on the picture that was tapped.'],
          dont: ['Put actions other than close in it.'],
          content: ['Position reads "2 / 5".'],
          keyboard: [
            '← and → move between pictures; Escape closes; focus stays inside and returns afterwards.',
          ],
          screenReader: ['A dialog; the position is announced as it changes.'],
          states: ['Browse', 'Zoomed'],
        }),
      },
    },
  },
} satisfies Meta<typeof ImageViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Full screen with the position; next/previous by button and arrow keys; Escape closes. */
export const Browse: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Pictures' });
    await expect(dialog).toHaveTextContent('1 / 3');
    await expect(screen.getByRole('button', { name: 'Previous picture' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(dialog).toHaveTextContent('2 / 3'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(dialog).toHaveTextContent('3 / 3'));
    await expect(screen.getByRole('button', { name: 'Next picture' })).toBeDisabled();
    await expect(screen.getByRole('img', { name: 'A ruby necklace' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A double tap zooms to 2×, another one zooms back out. */
export const DoubleTapZoom: Story = {
  name: 'Zoomed',
  play: async () => {
    const image = await screen.findByRole('img', { name: 'A gold ring' });
    await expect(image).toHaveAttribute('data-scale', '1.00');
    await userEvent.dblClick(image);
    await waitFor(() => expect(image).toHaveAttribute('data-scale', '2.00'));
    await userEvent.dblClick(image);
    await waitFor(() => expect(image).toHaveAttribute('data-scale', '1.00'));
  },
};
