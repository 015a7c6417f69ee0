import { LogOut } from 'lucide-react';
import { ContentLayout } from '@/components/layout/content-layout';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingText } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { useLogout } from '@/features/auth/api/logout';
import { AvatarUploadForm } from '@/features/profile/components/avatar-upload-form';
import { BodyStatsCard } from '@/features/profile/components/body-stats-card';
import { ProfileNameForm } from '@/features/profile/components/profile-name-form';
import { useRefreshUser } from './use-refresh-user';

export default function ProfileRoute() {
  const { data: user } = useUser();
  const logout = useLogout();
  const refreshWith = useRefreshUser();

  if (!user) {
    return (
      <ContentLayout title="Profile">
        <LoadingText />
      </ContentLayout>
    );
  }

  return (
    <ContentLayout
      title="Profile"
      actions={
        <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      }
    >
      <div className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
        <Card>
          <CardContent className="flex items-center gap-4 pt-5 sm:pt-6">
            <Avatar name={user.name} src={user.profile.avatarUrl} size="lg" />
            <dl className="min-w-0 space-y-1">
              <dt className="sr-only">Name</dt>
              <dd className="truncate text-lg font-semibold" data-testid="profile-name">
                {user.name}
              </dd>
              <dt className="sr-only">Email</dt>
              <dd className="truncate text-muted">{user.email}</dd>
            </dl>
          </CardContent>
        </Card>

        <BodyStatsCard user={user} />

        <Card>
          <CardHeader>
            <CardTitle>Avatar</CardTitle>
            <CardDescription>Choose a picture for your profile and the header.</CardDescription>
          </CardHeader>
          <CardContent>
            <AvatarUploadForm onUploaded={({ user: updated }) => refreshWith(updated)} />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Your name</CardTitle>
          </CardHeader>
          <CardContent>
            <ProfileNameForm name={user.name} onSaved={refreshWith} />
          </CardContent>
        </Card>
      </div>
    </ContentLayout>
  );
}
