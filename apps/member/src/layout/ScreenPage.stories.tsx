import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, Cell, EmptyState, ToastProvider } from '@aurum/ui';
import { initI18n } from '../i18n';
import { RouteMetaContext } from '../app/routeMeta';
import { findRoute } from '../routes';
import { paths } from '../navigation/paths';
import { ScreenPage } from './ScreenPage';

initI18n('en-US');

/**
 * The layout every member screen uses: the 44 px NavBar from the route table (title, colours,
 * back button) and the content. Stories give a route via RouteMetaContext, as the router does.
 */
const meta = {
  title: 'Member/ScreenPage',
  component: ScreenPage,
  args: { children: null, onBack: () => {} },
  decorators: [
    (Story, context) => {
      const path = (context.parameters.route as string | undefined) ?? paths.order;
      return (
        <ToastProvider>
          <RouteMetaContext.Provider value={findRoute(path) ?? null}>
            <Story />
          </RouteMetaContext.Provider>
        </ToastProvider>
      );
    },
  ],
} satisfies Meta<typeof ScreenPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tab page: the gold brand logotype as title, no back button. */
export const TabPage: Story = {
  name: 'Tab page',
  parameters: { route: paths.mine },
  render: (args) => (
    <ScreenPage {...args}>
      <Card padding="none">
        <Cell title="My goods" onPress={() => {}} />
        <Cell title="Funding details" onPress={() => {}} />
      </Card>
      <EmptyState message="No records yet" />
    </ScreenPage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Aurum Jewellery');
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

/** Funding-Details has its own title colour (SPEC §2). */
export const OwnTitleColour: Story = {
  name: 'Own title colour',
  parameters: { route: paths.fundingDetails },
  render: (args) => (
    <ScreenPage {...args}>
      <EmptyState message="No records yet" />
    </ScreenPage>
  ),
};
