import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contrast, createBrandTheme } from '@aurum/tokens';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { NavBar } from '../NavBar/NavBar';
import { AurumProvider } from './AurumProvider';
import { guidance } from '../docs/guidance';

/** A second brand made from seeds: a dark green, its own name, font and square corners. */
const verdant = createBrandTheme({
  brandColor: '#0b7a3e',
  brandName: 'Verdant Goods',
  fontFamily: 'Georgia, "DejaVu Serif", serif',
  radiusScale: 0.25,
});

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <NavBar />
      <div style={{ padding: 16 }}>
        <Button onPress={() => setOpen(true)}>Open dialog</Button>
      </div>
      <ConfirmDialog
        isOpen={open}
        title="Themed popup"
        message="The popup renders under <body>, yet shows the brand's theme."
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

const meta = {
  title: 'UI/AurumProvider',
  component: AurumProvider,
  args: { theme: verdant, colorScheme: 'light' },
  // The brand name in the nav bar is a logotype (WCAG 1.4.3 exempts it from the contrast minimum).
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary:
            'Puts a theme (Aurum or a brand from a few seeds), a colour scheme and a language around everything inside it. Every app renders one at its root.',
          use: [
            'Once at the root of an app.',
            'Nested, to show part of a page in another theme (a preview card).',
          ],
          avoid: ['Around each component: one provider themes the whole tree and its popups.'],
          do: [
            'Build brands with createBrandTheme(seeds) and let it derive text and focus colours.',
            'Let the member choose light, dark or system.',
          ],
          dont: ['Override single component colours with CSS; change the brand seeds instead.'],
          content: ['The brand name shows as the nav-bar logotype when a NavBar has no title.'],
          keyboard: ['No keyboard behaviour of its own.'],
          screenReader: ['Sets no roles. The locale sets the language of every text components announce.'],
          states: [
            'Second brand (light)',
            'Second brand, dark scheme',
            'Use the Brand and Theme menus in the toolbar on any other story',
          ],
        }),
      },
    },
    a11y: { config: { rules: [{ id: 'color-contrast', selector: '*:not([data-logotype])' }] } },
  },
  render: (args) => (
    <AurumProvider {...args} style={{ minHeight: '100vh' }}>
      <Demo />
    </AurumProvider>
  ),
} satisfies Meta<typeof AurumProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
const toHex = (color: string) =>
  '#' +
  (color.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((c) => Number(c).toString(16).padStart(2, '0'))
    .join('');

export const BrandTheme: Story = {
  name: 'Second brand',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Verdant Goods' })).toBeInTheDocument();
    const button = canvas.getByRole('button', { name: 'Open dialog' });
    const style = getComputedStyle(button);
    await expect(style.backgroundColor).toBe(rgb('#0b7a3e'));
    // Black on this green was 4.25:1 (issue #13); the derived on-colour is white.
    await expect(style.color).toBe(rgb('#ffffff'));
    await expect(contrast(toHex(style.color), toHex(style.backgroundColor))).toBeGreaterThanOrEqual(4.5);
    await expect(style.fontFamily).toContain('Georgia');
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('alertdialog');
    // The portal under <body> carries the theme: an opaque card on a mask, brand-coloured confirm.
    const card = dialog.parentElement!.parentElement!;
    const mask = card.parentElement!;
    await expect(getComputedStyle(card).backgroundColor).toBe(rgb('#ffffff'));
    await waitFor(() => expect(getComputedStyle(mask).backgroundColor).toBe('rgba(0, 0, 0, 0.5)'));
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(getComputedStyle(confirm).backgroundColor).toBe(rgb('#0b7a3e'));
    await userEvent.click(confirm);
  },
};

export const BrandThemeDark: Story = {
  name: 'Second brand, dark scheme',
  args: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await expect(getComputedStyle(button).backgroundColor).toBe(rgb('#0b7a3e'));
    await expect(getComputedStyle(canvasElement.querySelector('[data-theme="dark"]')!).backgroundColor).toBe(
      'rgb(0, 0, 0)',
    );
  },
};
