import type { User } from '@momentum/shared';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/** Where a signed-in user belongs: onboarding until it is done, then the dashboard (spec §2). */
export function getPostAuthPath(user: Pick<User, 'isOnboarded'>): string {
  return user.isOnboarded ? paths.app.dashboard.getHref() : paths.onboarding.getHref();
}

export function usePostAuthNavigate(): (user: Pick<User, 'isOnboarded'>) => void {
  const navigate = useNavigate();
  return (user) => {
    void navigate(getPostAuthPath(user), { replace: true });
  };
}
