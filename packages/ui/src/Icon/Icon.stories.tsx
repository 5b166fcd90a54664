import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { icons, type IconName } from './icons';

/** Every icon of the library, in the text colour; a `label` makes one meaningful (role img). */
function Gallery() {
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', margin: 0, padding: 16 }}>
      {(Object.keys(icons) as IconName[]).map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, width: 72, fontSize: 12 }}>
          <Icon name={name} size={28} label={name} />
          <span aria-hidden="true">{name}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'UI/Icon', component: Gallery } satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(Object.keys(icons).length);
    const back = canvas.getByRole('img', { name: 'back' });
    await expect(back.getAttribute('width')).toBe('28');
    await expect(back.getAttribute('stroke')).toBe('currentColor');
  },
};

export const Decorative: Story = {
  render: () => (
    <p style={{ padding: 16, display: 'flex', gap: 8, alignItems: 'center' }}>
      <Icon name="check" size={18} /> Saved
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
