import { CenteredLayout } from '@/components/layout/centered-layout';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { usePostAuthNavigate } from '@/features/auth/hooks/use-post-auth-navigate';

export default function RegisterRoute() {
  const navigateAfterAuth = usePostAuthNavigate();
  return (
    <CenteredLayout title="Register">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Create your account</h1>
          <CardDescription>Track workouts, meals, progress and goals in one place.</CardDescription>
        </CardHeader>
        <CardContent>
          <RegisterForm onSuccess={navigateAfterAuth} />
        </CardContent>
      </Card>
    </CenteredLayout>
  );
}
