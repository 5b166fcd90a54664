import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { AurumProvider, DialogHost, ToastProvider } from '@aurum/ui';
import { queryClient } from './api/query';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { SignInScreen } from './screens/signin/SignInScreen';
import { navItems, screens } from './routes';
import { useTheme } from './lib/theme';

export function App() {
  const theme = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <AurumProvider colorScheme={theme}>
        <ToastProvider>
          <BrowserRouter basename="/console">
            <Routes>
              <Route path="/signin" element={<SignInScreen />} />
              <Route element={<ConsoleLayout />}>
                {navItems.map((item) => {
                  const Screen = screens[item.key];
                  return <Route key={item.key} path={item.path} element={<Screen />} />;
                })}
              </Route>
              <Route path="*" element={<Navigate to="/" replace />} />
            </Routes>
          </BrowserRouter>
          <DialogHost />
        </ToastProvider>
      </AurumProvider>
    </QueryClientProvider>
  );
}
