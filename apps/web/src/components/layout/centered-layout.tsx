import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';
import { Brand } from './brand';

/** Full-page layout without the main navigation (sign in, register, onboarding, 404). */
export function CenteredLayout({
  title,
  children,
  wide = false,
}: {
  /** Document title. */
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <>
      <title>{title === 'Momentum' ? title : `${title} · Momentum`}</title>
      <div className="flex min-h-dvh flex-col items-center bg-canvas px-4 py-8 sm:py-12">
        <header className="mb-8">
          <Brand />
        </header>
        <main id="main-content" className={cn('w-full', wide ? 'max-w-2xl' : 'max-w-md')}>
          {children}
        </main>
      </div>
    </>
  );
}
