/**
 * The benchmark floor: the smallest page built from the same libraries as the app —
 * React, react-router, react-query and i18next — that fetches one JSON file and then shows a
 * sidebar. The app's cold load is reported next to this page's.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router';

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { nav: { home: 'Home' } } } });

function Page() {
  const { t } = useTranslation('nav');
  const data = useQuery({
    queryKey: ['data'],
    queryFn: () => fetch('/data.json').then((r) => r.json()),
  });
  if (!data.data) return null;
  return (
    <nav aria-label="Sidebar">
      <Link to="/">{t('home')}</Link>
    </nav>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={new QueryClient()}>
        {/* The router in the mode the app uses (runtime/app/core/router/AppRoutes.tsx). */}
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<Page />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
);
