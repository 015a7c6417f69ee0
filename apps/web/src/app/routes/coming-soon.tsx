import { ArrowLeft, House } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';

function hasInAppHistory(): boolean {
  // React Router numbers its history entries; 0 means this page was opened directly.
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number' &&
    state.idx > 0
  );
}

export default function ComingSoonRoute() {
  const navigate = useNavigate();
  const goBack = () => {
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(paths.app.dashboard.getHref());
  };
  return (
    <>
      <title>Coming soon · Momentum</title>
      <div className="flex justify-center py-8 sm:py-16">
        <Card className="w-full max-w-md text-center">
          <CardHeader className="items-center">
            <h1 className="text-2xl font-bold tracking-tight">Coming soon</h1>
            <CardDescription>We&apos;re still building this part of Momentum.</CardDescription>
          </CardHeader>
          <CardContent />
          <CardFooter className="justify-center">
            <Button variant="outline" onClick={goBack}>
              <ArrowLeft aria-hidden="true" />
              Go back
            </Button>
            <Button onClick={() => void navigate(paths.app.dashboard.getHref())}>
              <House aria-hidden="true" />
              Go to Dashboard
            </Button>
          </CardFooter>
        </Card>
      </div>
    </>
  );
}
