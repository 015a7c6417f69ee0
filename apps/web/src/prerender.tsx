/**
 * Build-time only (scripts/prerender.mjs): the public pages rendered to HTML, so their form is in the first
 * paint before any script runs, and the signed-in dashboard's frame (the shell and the cards, loading), which
 * index.html paints on a signed-in visit of `/`. The app replaces this markup with the same markup when it starts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { paths } from '@/config/paths';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import LoginRoute from './app/routes/login';
import RegisterRoute from './app/routes/register';

export const prerenderedPages: { path: string; file: string; Page: ComponentType }[] = [
  { path: paths.auth.login.path, file: 'login.html', Page: LoginRoute },
  { path: paths.auth.register.path, file: 'register.html', Page: RegisterRoute },
];

/** The dashboard before anything of the person is known: no name, every card loading. */
export function DashboardFrame() {
  return (
    <AppShell user={{ name: '' }}>
      <DashboardScreen name={null} firstWelcome={false} fitnessExperience={null} />
    </AppShell>
  );
}

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
