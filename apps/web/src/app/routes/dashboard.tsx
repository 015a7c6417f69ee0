import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUser } from '@/features/auth/api/get-user';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';

/** Navigation state onboarding sends on its successful finish (spec §2 Onboarding). */
type DashboardLocationState = { firstWelcome?: boolean } | null;

export default function DashboardRoute() {
  const { data: user } = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const flagged = Boolean((location.state as DashboardLocationState)?.firstWelcome);
  // Read once: the greeting stays 'Welcome' on this visit, while a reload or coming back says 'Welcome Back'.
  const [firstWelcome] = useState(flagged);

  useEffect(() => {
    if (flagged) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [flagged, navigate, location.pathname, location.search]);

  if (!user) return null;
  const experience = user.onboarding.basicInfo?.fitnessExperience;
  return (
    <DashboardScreen
      name={user.name}
      firstWelcome={firstWelcome}
      fitnessExperience={typeof experience === 'string' && experience.trim() !== '' ? experience : null}
    />
  );
}
