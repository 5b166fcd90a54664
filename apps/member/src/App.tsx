import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n';
import { AppRouter } from './app/router';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <AppRouter />
    </I18nextProvider>
  );
}
