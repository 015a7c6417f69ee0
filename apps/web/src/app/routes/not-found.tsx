import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { CenteredLayout } from '@/components/layout/centered-layout';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <CenteredLayout title="Page not found">
      <div className="py-8 text-center">
        <p aria-hidden="true" className="text-6xl font-black tracking-tight text-brand-700">
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Oops! Page not found</h1>
        <Link to={paths.app.dashboard.getHref()} className={buttonStyles({ className: 'mt-6' })}>
          Return to Home
        </Link>
      </div>
    </CenteredLayout>
  );
}
