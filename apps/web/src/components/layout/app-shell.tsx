import { Bell, Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useRouteChunkLoading } from '@/lib/route-chunks';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { Brand } from './brand';
import { SideNav } from './side-nav';
import { UnreadBadge } from './unread-badge';

export type AppShellUser = { name: string; avatarUrl?: string | null | undefined };

const MOBILE_NAV_ID = 'mobile-navigation';

// The slide-in menu (Radix Dialog) is only for small screens and only once opened: it loads on first use, and
// pointing at or focusing the menu button starts loading it.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));
const preloadMobileMenu = () => void loadMobileMenu();

// The pending-writes count and the offline notice read the device's queue (IndexedDB): loaded just after the page,
// so the first load's JavaScript does not carry the queue (issue 19).
const loadOfflineStatus = () => import('@/components/offline/offline-status');
const PendingWrites = lazy(async () => ({ default: (await loadOfflineStatus()).OfflinePendingCount }));
const OfflineNotice = lazy(async () => ({ default: (await loadOfflineStatus()).OfflineNotice }));

/**
 * Signed-in layout: header (product name, avatar to /profile), sidebar from `lg` up, slide-in menu below it.
 * The menu closes on Escape, an overlay click, or any navigation.
 */
export function AppShell({ user, children }: { user: AppShellUser; children: ReactNode }) {
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Open only for the location it was opened on, so navigating closes it without an effect.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  if (menuOpenAt !== null && menuOpenAt !== location.key) setMenuOpenAt(null);
  const menuOpen = menuOpenAt === location.key;
  // Mounted from the first opening on, so closing still plays its animation.
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (menuOpen && !menuLoaded) setMenuLoaded(true);
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location.key : null);
  const navigating = useRouteChunkLoading();

  return (
    <div className="min-h-dvh">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-ink px-4 py-2 text-on-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
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
            onPointerEnter={preloadMobileMenu}
            onPointerDown={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            className="-ml-2 inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-subtle lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <Brand />
          <div className="flex-1" />
          <Suspense fallback={null}>
            <PendingWrites />
          </Suspense>
          <Link
            to={paths.app.notifications.getHref()}
            className="relative inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-zinc-100"
          >
            <Bell aria-hidden="true" className="size-5" />
            <span className="sr-only">Notifications</span>
            <UnreadBadge className="absolute -top-0.5 -right-0.5" />
          </Link>
          {/* The name comes from hidden text, not aria-label, so it contains what is visible (the initials are decorative). */}
          <Link to={paths.app.profile.getHref()} title={user.name} className="rounded-full">
            <span className="sr-only">Profile</span>
            <Avatar name={user.name} src={user.avatarUrl} size="sm" />
          </Link>
        </div>
        {navigating ? (
          <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-0.5 animate-pulse bg-brand-600" />
        ) : null}
        <Suspense fallback={null}>
          <OfflineNotice />
        </Suspense>
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

      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_NAV_ID} open={menuOpen} onOpenChange={setMenuOpen} menuButton={menuButton} />
        </Suspense>
      ) : null}
    </div>
  );
}
