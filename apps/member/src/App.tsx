import { RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n';
import { getAppRouter } from './app/router';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={getAppRouter()} />
    </I18nextProvider>
  );
}
