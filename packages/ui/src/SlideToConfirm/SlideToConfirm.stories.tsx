import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { slideThreshold } from '@aurum/tokens';
import { vars } from '@aurum/tokens/theme.css';
import { Button } from '../Button/Button';
import { SlideToConfirm, type SlideStatus } from './SlideToConfirm';
import { guidance } from '../docs/guidance';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Drags the handle by `fraction` of its travel with real pointer events (what the component listens
 * to: pointerdown on the handle, pointermove/pointerup on the window). Negative fractions drag
 * towards the left, as in right-to-left layouts.
 */
async function dragHandle(handle: HTMLElement, fraction: number, { release = true } = {}) {
  const track = handle.parentElement as HTMLElement;
  const box = handle.getBoundingClientRect();
  const travel = (track.clientWidth - handle.offsetWidth) * fraction;
  const startX = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const init = (clientX: number, buttons = 1): PointerEventInit => ({
    bubbles: true,
    cancelable: true,
    composed: true,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    button: 0,
    buttons,
    clientX,
    clientY: y,
  });
  handle.dispatchEvent(new PointerEvent('pointerdown', init(startX)));
  const steps = 10;
  for (let i = 1; i <= steps; i++) {
    await nextFrame();
    handle.dispatchEvent(new PointerEvent('pointermove', init(startX + (travel * i) / steps)));
  }
  await nextFrame();
  await nextFrame();
  if (release) {
    window.dispatchEvent(new PointerEvent('pointerup', init(startX + travel, 0)));
    await nextFrame();
  }
}

/** Distance of the handle from the track's inline-start edge, in px. */
function handleOffset(handle: HTMLElement): number {
  const track = handle.parentElement as HTMLElement;
  const t = track.getBoundingClientRect();
  const h = handle.getBoundingClientRect();
  // clientLeft is the (device-pixel snapped) border width.
  return getComputedStyle(track).direction === 'rtl'
    ? t.right - track.clientLeft - h.right
    : h.left - t.left - track.clientLeft;
}

/** Computed colour of a token variable. */
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
          summary:
            'Confirms a money movement by sliding the handle to the end: a deliberate gesture that a stray tap cannot trigger. It then shows loading, success or error.',
          use: ['The last step of buying, withdrawing and transferring, after the fund password.'],
          avoid: ['Anything that does not move money: use Button.'],
          do: [
            'Show the amount and what it is for above the slider.',
            'Keep the slider in the error state with the reason until the member tries again.',
          ],
          dont: [
            'Confirm on release before the threshold (50 % in the account flow, the end elsewhere).',
            'Put two sliders on one screen.',
          ],
          content: [
            'The accessible name is "Slide to confirm"; while moving the handle reads "Sliding..." (SPEC §9); then "Processing...", "Confirmed" or "Failed, please try again", all localised.',
          ],
          keyboard: [
            'A slider: arrow keys move the handle, End or Enter confirms (the hint says so to screen readers).',
          ],
          screenReader: [
            '"Slide to confirm, slider"; progress as a value; loading, success and error are announced through a status region.',
          ],
          states: [
            'Idle',
            'Released early (snaps back to idle)',
            'Loading',
            'Success',
            'Error',
            'Threshold 50 %',
            'Right-to-left',
            'In a flow: loading, error, reset',
          ],
        }),
      },
    },
  },
  title: 'UI/SlideToConfirm',
  component: SlideToConfirm,
  tags: ['autodocs'],
  argTypes: {
    status: {
      control: 'inline-radio',
      options: [undefined, 'idle', 'sliding', 'success', 'error', 'loading'],
    },
    threshold: { control: { type: 'range', min: 0.1, max: 1, step: 0.05 } },
  },
  // No label: the built-in text follows the toolbar's locale ("Sliding..." in en-US).
  args: { onSuccess: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SlideToConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Slide to confirm' });
    await expect(slider).toHaveAttribute('aria-valuemin', '0');
    await expect(slider).toHaveAttribute('aria-valuemax', '100');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(slider).toHaveAccessibleDescription(/arrow keys/);
    await expect(canvas.getByText('Sliding...')).toBeVisible();
    const track = slider.parentElement as HTMLElement;
    await expect(track).toHaveAttribute('data-status', 'idle');
    await expect(track.getBoundingClientRect().height).toBe(40);
    // sliderBorder is 2.5 px; Chromium snaps borders to device pixels.
    await expect(
      Math.abs(Number.parseFloat(getComputedStyle(track).borderTopWidth) - 2.5),
    ).toBeLessThanOrEqual(0.5);
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const Sliding: Story = {
  name: 'Released early (snaps back to idle)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider');
    const track = slider.parentElement as HTMLElement;
    await dragHandle(slider, 0.4, { release: false });
    await waitFor(() => expect(track).toHaveAttribute('data-status', 'sliding'));
    // Resolve the token first: probing inside waitFor would re-trigger its MutationObserver forever.
    const slidingColor = tokenColor(track, vars.color.sliding);
    await waitFor(() => expect(getComputedStyle(track).borderTopColor).toBe(slidingColor));
    const now = Number(slider.getAttribute('aria-valuenow'));
    await expect(now).toBeGreaterThanOrEqual(35);
    await expect(now).toBeLessThanOrEqual(45);
    await expect(handleOffset(slider)).toBeGreaterThan(50);
    // Release before the end: back to the start, nothing fired.
    window.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 1, isPrimary: true }));
    await waitFor(() => expect(track).toHaveAttribute('data-status', 'idle'));
    await waitFor(() => expect(handleOffset(slider)).toBeLessThan(1));
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const DragToEnd: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  name: 'Drag to the end: success, fires once',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider');
    const track = slider.parentElement as HTMLElement;
    // Overshoot: the handle is constrained to the track.
    await dragHandle(slider, 1.3);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(track).toHaveAttribute('data-status', 'success');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirmed');
    await expect(slider.querySelector('[data-icon="check"]')).not.toBeNull();
    // Resolve the token first: probing inside waitFor would re-trigger its MutationObserver forever.
    const risingColor = tokenColor(track, vars.color.rising);
    await waitFor(() => expect(getComputedStyle(track).borderTopColor).toBe(risingColor));
    await waitFor(() => expect(handleOffset(slider)).toBeCloseTo(track.clientWidth - slider.offsetWidth, 0));
    // More dragging and keys do not fire again.
    await dragHandle(slider, -0.5);
    await dragHandle(slider, 1);
    slider.focus();
    await userEvent.keyboard('{Enter}{End}');
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
    // reset() hands control back.
    const reset = resetArgOf(args.onSuccess);
    reset();
    await waitFor(() => expect(track).toHaveAttribute('data-status', 'idle'));
    await waitFor(() => expect(handleOffset(slider)).toBeLessThan(1));
  },
};

/** The `reset` argument onSuccess was called with. */
function resetArgOf(mock: unknown): () => void {
  const calls = (mock as { mock: { calls: [() => void][] } }).mock.calls;
  return calls[0]![0];
}

export const HalfThreshold: Story = {
  name: 'Threshold 50 %',
  args: { threshold: slideThreshold },
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider');
    await dragHandle(slider, 0.3, { release: false });
    await expect(args.onSuccess).not.toHaveBeenCalled();
    window.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 1, isPrimary: true }));
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '0'));
    // Past half-way it finishes while still dragging, and completes the run to the end.
    await dragHandle(slider, 0.6, { release: false });
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 1, isPrimary: true }));
    await waitFor(() =>
      expect(handleOffset(slider)).toBeCloseTo(slider.parentElement!.clientWidth - slider.offsetWidth, 0),
    );
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  name: 'Keyboard: arrows step, End confirms',
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider');
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await expect(slider.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '30');
    await expect(slider.parentElement).toHaveAttribute('data-status', 'sliding');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuenow', '20');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await userEvent.keyboard('{End}');
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
    await expect(slider).toHaveAttribute('aria-valuetext', 'Confirmed');
    await userEvent.keyboard('{Enter}{ArrowLeft}');
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider');
    await expect(slider).toHaveAttribute('aria-disabled', 'true');
    await expect(slider.querySelector('[data-icon="check"]')).not.toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirmed');
    await waitFor(() =>
      expect(handleOffset(slider)).toBeCloseTo(slider.parentElement!.clientWidth - slider.offsetWidth, 0),
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', errorLabel: 'Payment failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider');
    const track = slider.parentElement as HTMLElement;
    await expect(track).toHaveAttribute('data-status', 'error');
    // Resolve the token first: probing inside waitFor would re-trigger its MutationObserver forever.
    const fallingColor = tokenColor(track, vars.color.falling);
    await waitFor(() => expect(getComputedStyle(track).borderTopColor).toBe(fallingColor));
    await expect(slider.querySelector('[data-icon="close"]')).not.toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment failed');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Payment failed');
    // Locked: dragging does nothing.
    await dragHandle(slider, -1);
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider');
    await expect(slider.querySelector('svg')).not.toBeNull();
    await expect(slider.querySelector('[data-icon]')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing...');
    await expect(slider).toHaveAttribute('aria-disabled', 'true');
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider');
    const track = slider.parentElement as HTMLElement;
    // The handle starts on the right and slides to the left.
    await expect(handleOffset(slider)).toBeLessThan(1);
    await expect(slider.getBoundingClientRect().left).toBeGreaterThan(
      track.getBoundingClientRect().width / 2,
    );
    await dragHandle(slider, -1.2);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(handleOffset(slider)).toBeCloseTo(track.clientWidth - slider.offsetWidth, 0));
  },
};

/** The usual app flow: onSuccess → loading → error → "Try again" resets. */
function AsyncFlowDemo(props: { onSuccess: (reset: () => void) => void }) {
  const [status, setStatus] = useState<SlideStatus | undefined>();
  const [resetSlider, setResetSlider] = useState<(() => void) | null>(null);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <SlideToConfirm
        status={status}
        threshold={slideThreshold}
        onSuccess={(reset) => {
          props.onSuccess(reset);
          setResetSlider(() => reset);
          setStatus('loading');
          setTimeout(() => setStatus('error'), 300);
        }}
      />
      <Button
        variant="secondary"
        isDisabled={status !== 'error'}
        onPress={() => {
          resetSlider?.();
          setStatus(undefined);
        }}
      >
        Try again
      </Button>
    </div>
  );
}

export const AsyncFlow: Story = {
  name: 'In a flow: loading, error, reset',
  render: (args) => <AsyncFlowDemo onSuccess={args.onSuccess ?? (() => {})} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider');
    await dragHandle(slider, 1);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Processing...'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Failed, please try again'));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(slider.parentElement).toHaveAttribute('data-status', 'idle'));
    await waitFor(() => expect(handleOffset(slider)).toBeLessThan(1));
    await dragHandle(slider, 1);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(2));
  },
};
