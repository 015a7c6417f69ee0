import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { Brand } from './brand';
import { SideNav } from './side-nav';

export type AppShellUser = { name: string; avatarUrl?: string | null | undefined };

const MOBILE_NAV_ID = 'mobile-navigation';

/**
 * Signed-in layout: header (product name, avatar to /profile), sidebar from `lg` up, slide-in menu below it.
 * The menu closes on Escape, an overlay click, or any navigation.
 */
export function AppShell({ user, children }: { user: AppShellUser; children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Open only for the location it was opened on, so navigating closes it without an effect.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  if (menuOpenAt !== null && menuOpenAt !== location.key) setMenuOpenAt(null);
  const menuOpen = menuOpenAt === location.key;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location.key : null);
  const navigating = navigation.state === 'loading';

  return (
    <div className="min-h-dvh">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>

      <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
        <div className="flex h-16 items-center gap-2 px-4 lg:px-6">
          <button
            ref={menuButton}
            type="button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_NAV_ID}
            onClick={() => setMenuOpen(true)}
            className="-ml-2 inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-zinc-100 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <Brand />
          <div className="flex-1" />
          <Link
            to={paths.app.profile.getHref()}
            aria-label="Profile"
            title={user.name}
            className="rounded-full"
          >
            <Avatar name={user.name} src={user.avatarUrl} size="sm" />
          </Link>
        </div>
        {navigating ? (
          <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-0.5 animate-pulse bg-brand-600" />
        ) : null}
      </header>

      <div className="lg:flex">
        {/* The column stretches with the page; only the navigation inside it sticks under the header. */}
        <aside className="hidden w-64 shrink-0 border-r border-line bg-surface lg:block">
          <div className="sticky top-16 h-[calc(100dvh-4rem)] overflow-y-auto">
            <SideNav />
          </div>
        </aside>
        <main
          id="main-content"
          tabIndex={-1}
          aria-busy={navigating || undefined}
          className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          {children}
        </main>
      </div>

      <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-zinc-950/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in lg:hidden" />
          <DialogPrimitive.Content
            id={MOBILE_NAV_ID}
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              menuButton.current?.focus();
            }}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface shadow-xl data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in lg:hidden"
          >
            <div className="flex h-16 items-center justify-between border-b border-line px-4">
              <DialogPrimitive.Title className="text-lg font-bold tracking-tight">Menu</DialogPrimitive.Title>
              <DialogPrimitive.Close
                aria-label="Close menu"
                className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-zinc-100"
              >
                <X aria-hidden="true" className="size-5" />
              </DialogPrimitive.Close>
            </div>
            <div className="flex-1 overflow-y-auto">
              <SideNav />
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </div>
  );
}
