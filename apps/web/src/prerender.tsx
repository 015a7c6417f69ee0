/**
 * Build-time only (scripts/prerender.mjs): the public pages rendered to HTML, so their form is in the first
 * paint before any script runs. The app replaces this markup with the same markup when it starts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { paths } from '@/config/paths';
import LoginRoute from './app/routes/login';
import RegisterRoute from './app/routes/register';

export const prerenderedPages: { path: string; file: string; Page: ComponentType }[] = [
  { path: paths.auth.login.path, file: 'login.html', Page: LoginRoute },
  { path: paths.auth.register.path, file: 'register.html', Page: RegisterRoute },
];

const TITLE = /<title>(.*?)<\/title>/;

/** The page's markup for #root and its document title (React writes `<title>` in place; it goes to <head>). */
export function renderPage(path: string, Page: ComponentType): { html: string; title: string | undefined } {
  const markup = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { html: markup.replace(TITLE, ''), title: TITLE.exec(markup)?.[1] };
}
