import { Link, NavLink } from 'react-router';
import { UnreadBadge } from '@/components/layout/unread-badge';
import { cn } from '@/utils/cn';
import { mainNavItems, sideNavItems, type NavItem } from './nav-items';

const linkStyles = (isActive: boolean) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-muted hover:bg-subtle hover:text-ink',
  );

function NavItemContent({ item, isActive }: { item: NavItem; isActive: boolean }) {
  const { icon: Icon, label } = item;
  return (
    <>
      <Icon aria-hidden="true" className={cn('size-5', isActive ? 'text-brand-700' : 'text-muted')} />
      {label}
      {item.unreadBadge ? <UnreadBadge className="ml-auto" /> : null}
    </>
  );
}

function NavList({ items }: { items: readonly NavItem[] }) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.label}>
          {item.placeholder ? (
            // Two links share the coming-soon card, so neither claims to be the current page.
            <Link to={item.to} className={linkStyles(false)}>
              <NavItemContent item={item} isActive={false} />
            </Link>
          ) : (
            <NavLink to={item.to} end={item.end} className={({ isActive }) => linkStyles(isActive)}>
              {({ isActive }) => <NavItemContent item={item} isActive={isActive} />}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The navigation used by both the large-screen sidebar and the small-screen slide-in menu. */
export function SideNav() {
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <nav aria-label="Main">
        <NavList items={mainNavItems} />
      </nav>
      <nav aria-label="Account" className="mt-auto border-t border-line pt-4">
        <NavList items={sideNavItems} />
      </nav>
    </div>
  );
}
