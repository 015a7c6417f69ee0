import type { OnboardingResponse } from '@momentum/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CenteredLayout } from '@/components/layout/centered-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PageLoading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getUserQueryOptions, useUser } from '@/features/auth/api/get-user';
import { useLogout } from '@/features/auth/api/logout';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';
import { initialOnboardingForm } from '@/features/onboarding/utils/onboarding-form';

export default function OnboardingRoute() {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const userKey = getUserQueryOptions().queryKey;

  const refreshProfile = () => queryClient.refetchQueries({ queryKey: userKey, exact: true });

  // The answer already says isOnboarded; keep it even if the refetch fails, so the guard lets the user through.
  const onFinished = async ({ user: updated }: OnboardingResponse) => {
    queryClient.setQueryData(userKey, updated);
    await refreshProfile().catch(() => undefined);
    await navigate(paths.app.dashboard.getHref(), { state: { firstWelcome: true } });
  };

  if (!user) return <PageLoading />;

  return (
    <CenteredLayout title="Onboarding" wide>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Onboarding</h1>
          <CardDescription>Three quick steps to set up Momentum for you.</CardDescription>
        </CardHeader>
        <CardContent>
          <OnboardingWizard
            initialForm={initialOnboardingForm(user)}
            pictureUrl={user.profile.avatarUrl}
            onFinished={onFinished}
            onPictureUploaded={refreshProfile}
          />
        </CardContent>
      </Card>
      <div className="mt-4 text-center">
        <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Logout
        </Button>
      </div>
    </CenteredLayout>
  );
}
