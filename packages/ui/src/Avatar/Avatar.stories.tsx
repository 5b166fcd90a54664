import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '@aurum/tokens/theme.css';
import { Avatar } from './Avatar';
import { avatarColorIndex } from './avatarLogic';
import { sampleAvatarSrc } from './sampleAvatar';
import { guidance } from '../docs/guidance';

/** A picture that can never decode: the browser fires `error` without any network. */
const brokenSrc = 'data:image/png;base64,bm90LWFuLWltYWdl';

/** Computed background colour of a token variable. */
function tokenBackground(host: Element, cssVar: string): string {
  const probe = document.createElement('span');
  probe.style.background = cssVar;
  host.append(probe);
  const value = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return value;
}

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary:
            "A member's picture; without one, the first letter of their name on one of twenty colours; without a name, a default figure.",
          use: ["Next to a member's name in the profile, zone posts, comments and team lists."],
          avoid: ['Product or brand images: use an <img> or Card.', 'Icons for actions: use Icon.'],
          do: [
            "Pass the member's colour index so the same member always has the same colour.",
            'Mark it decorative when the name is printed beside it.',
          ],
          dont: [
            'Crop faces with a square radius; avatars are always round.',
            'Put text other than the initial on it.',
          ],
          content: ['The initial is the first letter of the nickname, upper-cased.'],
          keyboard: ['Not focusable; wrap it in a button or link if it opens something.'],
          screenReader: [
            'Announced as an image named after the member ("Avatar of Lin"), or skipped when decorative.',
          ],
          states: ['Photo', 'No photo (default figure)', 'Initial', 'All 20 colours', 'Sizes', 'Decorative'],
        }),
      },
    },
  },
  title: 'UI/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large', 'xlarge'] },
    shape: { control: 'inline-radio', options: ['circle', 'rounded'] },
    colorIndex: { control: { type: 'number', min: 0, max: 19, step: 1 } },
  },
  args: { size: 'large' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  name: 'Photo',
  args: { src: sampleAvatarSrc, name: 'Olivia' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('img', { name: 'Olivia' });
    const img = avatar.querySelector('img');
    await expect(img).not.toBeNull();
    await waitFor(() => expect(img?.complete && img.naturalWidth).toBe(96));
    await expect(avatar).toHaveAttribute('data-content', 'image');
    await expect(avatar.getBoundingClientRect().width).toBe(64);
  },
};

export const BrokenImageFallsBackToDefault: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  name: 'Broken image → default avatar',
  args: { src: brokenSrc, defaultLabel: 'Member avatar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('img', { name: 'Member avatar' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-content', 'default'));
    await expect(avatar.querySelector('img')).toBeNull();
    await expect(avatar.querySelector('svg')).toBeVisible();
  },
};

export const MissingImage: Story = {
  name: 'No photo',
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Avatar' });
    await expect(avatar).toHaveAttribute('data-content', 'default');
  },
};

export const BrokenImageWithName: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  name: 'Broken image with a name → initial',
  args: { src: brokenSrc, name: 'mia' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'mia' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-content', 'initial'));
    await expect(avatar).toHaveTextContent(/^M$/);
    const index = avatarColorIndex('mia');
    await expect(avatar).toHaveAttribute('data-color-index', String(index));
    await expect(getComputedStyle(avatar).backgroundColor).toBe(
      tokenBackground(canvasElement, vars.avatar[String(index)] ?? ''),
    );
  },
};

export const Initial: Story = {
  args: { name: '张伟', colorIndex: 5 },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: '张伟' });
    await expect(avatar).toHaveTextContent('张');
    await expect(getComputedStyle(avatar).backgroundColor).toBe(
      tokenBackground(canvasElement, vars.avatar['5'] ?? ''),
    );
  },
};

/** All 20 token colours; axe checks the initial's contrast on each of them. */
export const AllColours: Story = {
  name: 'All 20 colours',
  render: (args) => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
      {Array.from({ length: 20 }, (_, i) => (
        <li key={i}>
          <Avatar {...args} name={`${String.fromCharCode(65 + i)} member`} colorIndex={i} />
        </li>
      ))}
    </ul>
  ),
  args: { size: 'medium' },
  play: async ({ canvasElement }) => {
    const avatars = within(canvasElement).getAllByRole('img');
    await expect(avatars).toHaveLength(20);
    const backgrounds = new Set(avatars.map((a) => getComputedStyle(a).backgroundColor));
    await expect(backgrounds.size).toBe(20);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Avatar {...args} size="small" name="Small" />
      <Avatar {...args} size="medium" src={sampleAvatarSrc} alt="Medium" />
      <Avatar {...args} size="large" alt="Large" />
      <Avatar {...args} size="xlarge" name="Xavier" shape="rounded" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = ['Small', 'Medium', 'Large', 'Xavier'].map(
      (name) => canvas.getByRole('img', { name }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([32, 44, 64, 88]);
  },
};

export const Decorative: Story = {
  name: 'Decorative',
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Avatar {...args} />
      <span>Olivia</span>
    </div>
  ),
  args: { name: 'Olivia', decorative: true, size: 'small' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-content="initial"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};
