import { ContentLayout } from '@/components/layout/content-layout';
import { Card, CardContent } from '@/components/ui/card';

export default function SettingsRoute() {
  return (
    <ContentLayout title="Settings">
      <Card className="max-w-xl">
        <CardContent className="pt-5 sm:pt-6">
          <p className="text-muted">Coming soon.</p>
        </CardContent>
      </Card>
    </ContentLayout>
  );
}
