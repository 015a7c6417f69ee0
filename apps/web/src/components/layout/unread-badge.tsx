import { useUnreadNotifications } from '@/api/get-unread-notifications';
import { cn } from '@/utils/cn';

/** The unread notification count, hidden at zero; read out as '3 unread'. */
export function UnreadBadge({ className }: { className?: string }) {
  const { data: count } = useUnreadNotifications();
  if (!count) return null;
  return (
    <span
      data-testid="unread-count"
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> unread</span>
    </span>
  );
}
