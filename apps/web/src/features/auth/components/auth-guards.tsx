import { Navigate, Outlet, useLocation } from 'react-router';
import { FirstScreenLoading } from '@/components/first-paint';
import { paths } from '@/config/paths';
import { useUser } from '../api/get-user';
import { getPostAuthPath } from '../hooks/use-post-auth-navigate';

/** Layout route for every signed-in screen: waits for the session, sends strangers to /login, holds new users on onboarding. */
export function RequireAuth() {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <FirstScreenLoading />;
  if (!user) return <Navigate to={paths.auth.login.getHref()} replace />;
  if (!user.isOnboarded && location.pathname !== paths.onboarding.path) {
    return <Navigate to={paths.onboarding.getHref()} replace />;
  }
  return <Outlet />;
}

/** Layout route for /login and /register: a signed-in user goes where they belong instead. */
export function RequireGuest() {
  const { data: user, isPending } = useUser();
  if (isPending) return <FirstScreenLoading />;
  if (user) return <Navigate to={getPostAuthPath(user)} replace />;
  return <Outlet />;
}
