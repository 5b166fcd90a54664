import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AurumProvider } from '../AurumProvider/AurumProvider';
import { EmptyState } from '../EmptyState/EmptyState';
import { Money } from '../MaskedText/MaskedText';
import { SlideToConfirm } from '../SlideToConfirm/SlideToConfirm';
import { fr } from './fr';
import { trTR } from './tr-TR';
import type { LocaleProviderProps } from './LocaleProvider';

function Texts() {
  return (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      <SlideToConfirm />
      <EmptyState />
      <Money minor={123456789n} currency="EUR" data-testid="money" />
    </div>
  );
}

/** The components' own texts come from the provider's locale; any text can be overridden. */
const meta = {
  title: 'UI/Locale',
  component: Texts,
  render: (args: LocaleProviderProps) => (
    <AurumProvider locale={args.locale} messages={args.messages}>
      <Texts />
    </AurumProvider>
  ),
} satisfies Meta<LocaleProviderProps>;
export default meta;
type Story = StoryObj<LocaleProviderProps>;

export const French: Story = {
  args: { locale: fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Glisser pour confirmer' })).toBeInTheDocument();
    await expect(canvas.getByText('Glissement...')).toBeVisible();
    await expect(canvas.getByText('Rien pour le moment')).toBeVisible();
    await expect(canvas.getByTestId('money').textContent).toBe('1\u202f234\u202f567,89\u00a0€');
  },
};

export const TurkishWithOverride: Story = {
  name: 'Turkish, one text overridden',
  args: { locale: trTR, messages: { empty: 'Sepetiniz boş' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Kaydırılıyor...')).toBeVisible();
    await expect(canvas.getByText('Sepetiniz boş')).toBeVisible();
    await expect(canvas.getByTestId('money')).toHaveTextContent('€1.234.567,89');
  },
};
