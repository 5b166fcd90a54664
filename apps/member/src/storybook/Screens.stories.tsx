import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths, withQuery } from '../navigation';
import { AppScreen, appSettingsLoader } from './AppScreen';
import {
  fundingHandlers,
  homeHandlers,
  mineHandlers,
  productHandlers,
  withdrawHandlers,
  zoneHandlers,
} from './mockCore';

/**
 * Key screens of the member app, rendered by the app itself (route table, shell, lazy screens) with
 * the /core/ API answered by Mock Service Worker (./mockCore, typed by the generated client). The
 * toolbar's Theme and Locale switch the app's own settings, so every screen shows in both themes and
 * the six languages. Each story waits for its data before it is captured.
 */
const meta = {
  title: 'Member/Screens',
  component: AppScreen,
  loaders: [appSettingsLoader],
  parameters: {
    // Like every story: an axe violation fails the story's test, in both themes (issue 16).
    a11y: { test: 'error' },
    docs: {
      description: {
        component:
          'The real screens of apps/member with mocked API answers (demo member: one bank card, one purchase, two zone posts). Use the toolbar to see each one in dark and in every language. Each story opens in its own phone-sized frame on this page.',
      },
      story: { inline: false, height: '812px' },
    },
  },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const canvas = () => within(document.body);

export const Home: Story = {
  args: { url: paths.home },
  parameters: { msw: { handlers: homeHandlers } },
  play: async () => {
    await expect(await canvas().findByText('Gold Bracelet Plan', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas().getByRole('navigation')).toBeVisible();
  },
};

export const ProductDetail: Story = {
  name: 'Product detail',
  args: { url: withQuery(paths.product, { id: 1 }) },
  parameters: { msw: { handlers: productHandlers } },
  play: async () => {
    await expect(
      await canvas().findByRole('heading', { name: 'Gold Bracelet Plan' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

async function openWithdrawPassword() {
  const amount = await canvas().findByRole('textbox', { name: 'Withdraw amount' }, { timeout: 10_000 });
  await userEvent.type(amount, '200');
  await userEvent.click(canvas().getByRole('button', { name: 'Withdraw' }));
  return screen.findByRole('dialog', {}, { timeout: 5_000 });
}

export const Withdraw: Story = {
  args: { url: paths.withdraw },
  parameters: { msw: { handlers: withdrawHandlers } },
  play: async () => {
    await expect(
      await canvas().findByRole('textbox', { name: 'Withdraw amount' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas().getByText(/Bank of America/)).toBeVisible();
  },
};

export const WithdrawFundPassword: Story = {
  name: 'Withdraw: fund password',
  args: { url: paths.withdraw },
  parameters: { msw: { handlers: withdrawHandlers } },
  play: async () => {
    const sheet = await openWithdrawPassword();
    await expect(within(sheet).getByText('Withdraw $200.00')).toBeVisible();
  },
};

export const WithdrawSlideToConfirm: Story = {
  name: 'Withdraw: slide to confirm',
  args: { url: paths.withdraw },
  parameters: { msw: { handlers: withdrawHandlers } },
  play: async () => {
    await openWithdrawPassword();
    await userEvent.keyboard('123456');
    await waitFor(() => expect(screen.getByRole('slider', { name: /slide to confirm/i })).toBeVisible(), {
      timeout: 5_000,
    });
  },
};

export const FundingDetails: Story = {
  name: 'Funding details',
  args: { url: paths.fundingDetails },
  parameters: { msw: { handlers: fundingHandlers } },
  play: async () => {
    await expect(await canvas().findByText('Product purchase', {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Mine: Story = {
  args: { url: paths.mine },
  parameters: { msw: { handlers: mineHandlers } },
  play: async () => {
    await expect(await canvas().findByText('Demo', {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Zone: Story = {
  args: { url: paths.zone },
  parameters: { msw: { handlers: zoneHandlers } },
  play: async () => {
    await expect(
      await canvas().findByText(
        'Does anyone know when withdrawals open on holidays?',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
