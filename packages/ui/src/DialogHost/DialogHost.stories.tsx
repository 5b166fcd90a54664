import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { alert, confirm, DialogHost } from './DialogHost';
import { guidance } from '../docs/guidance';

function Demo() {
  const [answer, setAnswer] = useState('none');
  return (
    <div style={{ display: 'flex', gap: 12, padding: 16, flexWrap: 'wrap' }}>
      <Button
        onPress={async () => {
          const ok = await confirm({
            title: 'Remove this card?',
            message: 'You can add it again later.',
            isDestructive: true,
          });
          setAnswer(String(ok));
        }}
      >
        Ask
      </Button>
      <Button
        variant="secondary"
        onPress={async () => {
          await alert({ title: 'Saved', message: 'Your address was saved.' });
          setAnswer('alerted');
        }}
      >
        Tell
      </Button>
      <output data-testid="answer">{answer}</output>
      <DialogHost />
    </div>
  );
}

/** `confirm()` and `alert()` beside `toast()`: imperative dialogs, hosted by one `<DialogHost />`. */
const meta = {
  parameters: {
    docs: {
      // A modal covers the whole viewport: on the docs page each story gets its own phone-sized frame.
      story: { inline: false, height: '640px' },
      description: {
        component: guidance({
          summary:
            'Where confirm() and alert() called from code show their dialogs; mount one inside the provider.',
          use: ['Asking or telling from code that is not a component (an API error handler).'],
          avoid: ['Dialogs that belong to one screen: render ConfirmDialog or AlertDialog there.'],
          do: ['Mount exactly one, inside AurumProvider, so dialogs get the theme and language.'],
          dont: ['Fire several in a row and expect them side by side: they queue, one at a time.'],
          content: ['As for ConfirmDialog and AlertDialog.'],
          keyboard: ['As for ConfirmDialog and AlertDialog.'],
          screenReader: ['As for ConfirmDialog and AlertDialog.'],
          states: ['Confirm and alert'],
        }),
      },
    },
  },
  title: 'UI/DialogHost',
  component: Demo,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmAndAlert: Story = {
  name: 'Confirm and alert',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    await userEvent.click(await body.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('false'));
    await userEvent.click(canvas.getByRole('button', { name: 'Tell' }));
    await userEvent.click(await body.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('alerted'));
  },
};
