import { Camera } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastError } from '@/lib/toasts';
import { todayLocalDate } from '@/utils/local-date';
import { useCreateProgressEntry } from '../api/create-progress-entry';

/** 'Progress Photo': starts an empty entry for today (the user's local date) to add photos to. */
export function ProgressPhotoButton() {
  const create = useCreateProgressEntry({
    onError: (error) => toastError(error, 'Could not create a progress entry. Please try again.'),
  });
  return (
    <Button
      onClick={() => create.mutate({ date: todayLocalDate(), measurements: {} })}
      disabled={create.isPending}
    >
      <Camera aria-hidden="true" />
      Progress Photo
    </Button>
  );
}
