import type { ReactNode } from 'react';

export type ContentLayoutProps = {
  /** The screen's h1 and document title. */
  title: string;
  description?: ReactNode;
  /** Buttons on the right of the title (wrap below it on small screens). */
  actions?: ReactNode;
  children?: ReactNode;
};

/** The page frame inside the app shell: h1, optional actions, content. */
export function ContentLayout({ title, description, actions, children }: ContentLayoutProps) {
  return (
    <>
      <title>{`${title} · Momentum`}</title>
      <div className="mx-auto w-full max-w-6xl">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            {description ? <p className="text-muted">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        {children}
      </div>
    </>
  );
}
