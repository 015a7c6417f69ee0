import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineAlert } from '@/components/ui/inline-alert';
import { getErrorMessage } from '@/lib/api-client';
import { useExport } from '../api/data';

export function ExportCard() {
  const download = useExport();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Export</CardTitle>
        <CardDescription>
          A ZIP of everything you stored: all your data as JSON, your workouts as a CSV in Hevy's columns
          (other apps import it), nutrition, weights and measurements, and your photos.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
          <Download aria-hidden="true" />
          {download.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
        {download.isError ? (
          <InlineAlert>{getErrorMessage(download.error, 'The export could not be downloaded.')}</InlineAlert>
        ) : null}
      </CardContent>
    </Card>
  );
}
