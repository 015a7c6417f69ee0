import { Activity } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';

/** Product name with its mark, linking home. */
export function Brand({ className }: { className?: string }) {
  return (
    <Link
      to={paths.app.dashboard.getHref()}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-ink',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-8 items-center justify-center rounded-lg bg-ink text-brand-400"
      >
        <Activity className="size-5" />
      </span>
      Momentum
    </Link>
  );
}
