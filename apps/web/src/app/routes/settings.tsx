import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ContentLayout } from '@/components/layout/content-layout';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingText } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth/api/get-user';
import { resetSession } from '@/features/auth/api/reset-session';
import { AccountForm } from '@/features/settings/components/account-form';
import { DeleteAccountCard } from '@/features/settings/components/delete-account-card';
import { ExportCard } from '@/features/settings/components/export-card';
import { ImportCard } from '@/features/settings/components/import-card';
import { PasswordForm } from '@/features/settings/components/password-form';
import { PreferencesCard } from '@/features/settings/components/preferences-card';
import { PrivacyCard } from '@/features/settings/components/privacy-card';
import { SessionsCard } from '@/features/settings/components/sessions-card';
import { useRefreshUser } from './use-refresh-user';

/** Settings (issue 18; the spec's placeholder made real, see README's deviations). */
export default function SettingsRoute() {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refreshWith = useRefreshUser();
  const signedOut = () => {
    resetSession(queryClient);
    void navigate(paths.auth.login.getHref(), { replace: true });
  };

  return (
    <ContentLayout title="Settings">
      <div className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
        <PreferencesCard />
        <Card>
          <CardHeader>
            <CardTitle>Account</CardTitle>
          </CardHeader>
          <CardContent className="space-y-8">
            {user ? <AccountForm user={user} onSaved={refreshWith} /> : <LoadingText />}
            <section aria-labelledby="password-heading" className="space-y-4 border-t border-line pt-6">
              <h3 id="password-heading" className="font-semibold text-ink">
                Password
              </h3>
              <PasswordForm />
            </section>
          </CardContent>
        </Card>
        <SessionsCard />
        <PrivacyCard />
        <ImportCard />
        <ExportCard />
        <DeleteAccountCard onDeleted={signedOut} />
      </div>
    </ContentLayout>
  );
}
