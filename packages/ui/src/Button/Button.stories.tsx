import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { guidance } from '../docs/guidance';

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary:
            'Starts an action. Primary (gold) for the main action of a screen, secondary (outline) for the alternatives, danger (red) for actions that delete or cannot be undone.',
          use: ['An action on this screen: submit, recharge, add a card.'],
          avoid: [
            'Moving money: put SlideToConfirm after the fund password.',
            'Going to another page from a list row: use Cell.',
            'Choosing one of a few options: use Tabs.',
          ],
          do: [
            'One primary button per screen, at the bottom within thumb reach (full width, large).',
            'Show Loading on the button that was pressed while the request runs.',
          ],
          dont: [
            'Two primary buttons side by side.',
            'Disable a button without saying why nearby.',
            'Use danger for anything that can be undone.',
          ],
          content: [
            'A verb, or verb and object: "Recharge", "Add bank card". No full stop, sentence case.',
            'Keep it under about 20 characters; German-length languages wrap poorly.',
          ],
          keyboard: [
            'Tab focuses it (a visible focus ring); Enter or Space presses it.',
            'Loading and disabled buttons ignore presses; a loading button keeps focus.',
          ],
          screenReader: [
            '"Recharge, button". Loading adds "Loading" to the name and marks it busy; disabled is announced as dimmed/unavailable.',
          ],
          states: ['Primary', 'Secondary', 'Danger', 'Sizes', 'Loading', 'Disabled', 'Full width'],
        }),
      },
    },
  },
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: {
    children: 'Recharge',
    onPress: fn(),
    variant: 'primary',
    size: 'medium',
    fullWidth: false,
    isLoading: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Recharge' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Cancel' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cancel' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // keyboard focus draws the ring (data-focus-visible), a pointer press takes it away
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(args.onPress).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'press', pointerType: 'keyboard' }),
    );
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    // the pressed look lasts while the pointer is down
    await fireEvent.pointerDown(button, { button: 0 });
    await expect(button).toHaveAttribute('data-pressed');
    await expect(button).not.toHaveAttribute('data-focus-visible');
    await fireEvent.pointerUp(button, { button: 0 });
    await expect(button).not.toHaveAttribute('data-pressed');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(3);
    await expect(args.onPress).toHaveBeenLastCalledWith(expect.objectContaining({ pointerType: 'mouse' }));
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete card' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete card' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="small">
        Small
      </Button>
      <Button {...args} size="medium">
        Medium
      </Button>
      <Button {...args} size="large">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1]!);
    await expect(heights[1]).toBeLessThan(heights[2]!);
  },
};

export const Loading: Story = {
  args: { isLoading: true, children: 'Submit' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Submit/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName('Submit Loading');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Withdraw' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Withdraw' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  name: 'Full width',
  args: { fullWidth: true, size: 'large', children: 'Confirm' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Confirm' });
    const parent = button.parentElement!;
    const style = getComputedStyle(parent);
    const contentWidth = parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(Math.round(contentWidth));
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
