import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { icons, type IconName } from './icons';
import { guidance } from '../docs/guidance';

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

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary: 'An icon from the library, drawn in the current text colour.',
          use: ['Beside a label to help recognition; alone only in well-known places (back, close).'],
          avoid: ['An icon alone for an uncommon action: add a text label.'],
          do: [
            'Give a label when the icon is the only content of a control.',
            'Leave it decorative when text is beside it.',
          ],
          dont: ['Colour icons individually; they follow the text colour.'],
          content: ['Labels name the action ("Close"), not the picture ("X").'],
          keyboard: ['Not focusable; the control around it is.'],
          screenReader: ['With label: an image with that name. Without: hidden.'],
          states: ['All', 'Decorative'],
        }),
      },
    },
  },
  title: 'UI/Icon',
  component: Gallery,
} satisfies Meta<typeof Gallery>;
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
