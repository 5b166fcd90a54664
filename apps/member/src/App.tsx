import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n';
import { createAppRouter } from './app/router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
