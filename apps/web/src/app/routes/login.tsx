import { CenteredLayout } from '@/components/layout/centered-layout';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { LoginForm } from '@/features/auth/components/login-form';
import { usePostAuthNavigate } from '@/features/auth/hooks/use-post-auth-navigate';

export default function LoginRoute() {
  const navigateAfterAuth = usePostAuthNavigate();
  return (
    <CenteredLayout title="Sign in">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Welcome back</h1>
          <CardDescription>Sign in to keep your streak going.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm onSuccess={navigateAfterAuth} />
        </CardContent>
      </Card>
    </CenteredLayout>
  );
}
