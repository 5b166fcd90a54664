import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DraggableSlider } from './DraggableSlider';
import { guidance } from '../docs/guidance';

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary: 'Picks a value from 0 to a maximum by dragging a thumb or tapping the track.',
          use: ['A rough value in a range where the exact figure matters less (a share of a balance).'],
          avoid: ['An exact amount: use AmountInput.', 'Confirming an action: use SlideToConfirm.'],
          do: [
            'Show the value with its unit next to the slider.',
            'Use steps that make sense (10 %, 100.00).',
          ],
          dont: ['Use it for two values at once.'],
          content: ['Label says what is chosen; the formatted value says how much.'],
          keyboard: [
            'Arrow keys change by one step, Page Up/Down by ten, Home/End go to the ends; right-to-left aware.',
          ],
          screenReader: ['A slider with its label and the current (formatted) value.'],
          states: ['Default', 'Formatted steps', 'Right-to-left', 'Disabled'],
        }),
      },
    },
  },
  title: 'UI/DraggableSlider',
  component: DraggableSlider,
  tags: ['autodocs'],
  args: {
    label: 'Quantity',
    defaultValue: 50,
    max: 100,
    step: 1,
    showLabel: true,
    onChange: fn(),
    onChangeEnd: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DraggableSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys step, PageUp pages, Home/End jump; aria-valuenow follows. */
export const Keyboard: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Quantity' });
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await expect(slider).toHaveAttribute('aria-valuemax', '100');
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    await expect(slider).toHaveAttribute('aria-valuenow', '53');
    await expect(args.onChange).toHaveBeenLastCalledWith(53);
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    await expect(slider).toHaveAttribute('aria-valuenow', '51');
    await userEvent.keyboard('{PageUp}');
    await expect(slider).toHaveAttribute('aria-valuenow', '61');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith(0);
  },
};

const trackOf = (slider: HTMLElement) => slider.parentElement!;

/**
 * Real PointerEvents (user-event's synthetic ones leave pageX at 0, which react-aria's useMove
 * reads), dispatched like a mouse drag across the track.
 */
const drag = async (target: HTMLElement, points: number[], clientY: number) => {
  const init = {
    bubbles: true,
    cancelable: true,
    composed: true,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
  };
  const [first, ...rest] = points;
  target.dispatchEvent(
    new PointerEvent('pointerdown', { ...init, button: 0, buttons: 1, clientX: first, clientY }),
  );
  for (const clientX of rest) {
    await new Promise((r) => requestAnimationFrame(r));
    target.dispatchEvent(
      new PointerEvent('pointermove', { ...init, button: -1, buttons: 1, clientX, clientY }),
    );
  }
  target.dispatchEvent(
    new PointerEvent('pointerup', { ...init, button: 0, buttons: 0, clientX: rest.at(-1), clientY }),
  );
};

/** Dragging along the track moves the value; release reports onChangeEnd once. */
export const Drag: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  args: { defaultValue: 0 },
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider');
    const track = trackOf(slider);
    const rect = track.getBoundingClientRect();
    await drag(
      track,
      [rect.left, rect.left + rect.width * 0.25, rect.left + rect.width * 0.75],
      rect.top + 20,
    );
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '75'));
    await expect(args.onChange).toHaveBeenCalledWith(25);
    await expect(args.onChangeEnd).toHaveBeenCalledOnce();
    await expect(args.onChangeEnd).toHaveBeenCalledWith(75);
    await expect(slider).toHaveFocus();
  },
};

/** A press on the track jumps there. */
export const ClickTrack: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  args: { defaultValue: 0, max: 10 },
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider');
    const track = trackOf(slider);
    const rect = track.getBoundingClientRect();
    await userEvent.pointer([
      {
        keys: '[MouseLeft>]',
        target: track,
        coords: { clientX: rect.left + rect.width * 0.3, clientY: rect.top + 5 },
      },
      { keys: '[/MouseLeft]' },
    ]);
    await expect(slider).toHaveAttribute('aria-valuenow', '3');
    await expect(args.onChange).toHaveBeenCalledWith(3);
  },
};

/** In a right-to-left page the value grows leftwards and ArrowLeft increases it. */
export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: { defaultValue: 20, label: 'الكمية' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider');
    const track = trackOf(slider);
    const rect = track.getBoundingClientRect();
    // 20 % from the right edge.
    await expect(slider.getBoundingClientRect().left + 12).toBeCloseTo(rect.right - rect.width * 0.2, 0);
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuenow', '21');
  },
};

/** Value text for screen readers and display; steps of 10 with a hidden label. */
export const FormattedSteps: Story = {
  name: 'Formatted steps',
  args: {
    defaultValue: 30,
    step: 10,
    showLabel: false,
    label: 'Volume',
    formatValue: (v: number) => `${v}%`,
  },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Volume' });
    await expect(slider).toHaveAttribute('aria-valuetext', '30%');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '40');
    await expect(slider).toHaveAttribute('aria-valuetext', '40%');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider');
    await expect(slider).toHaveAttribute('aria-disabled', 'true');
    await expect(slider).not.toHaveAttribute('tabindex');
    await userEvent.click(trackOf(slider));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
