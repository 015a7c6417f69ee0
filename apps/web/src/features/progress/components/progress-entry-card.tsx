import { IMAGE_ACCEPT, type ProgressEntry } from '@momentum/shared';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { getErrorMessage } from '@/lib/api-client';
import { formatCalendarDate } from '@/utils/local-date';
import { useDeleteProgressEntry } from '../api/delete-progress-entry';
import { useUploadProgressPhotos } from '../api/upload-progress-photos';
import { photoCount, photoSelectionError } from '../utils/photo-files';

/** One progress entry: date, photo count, thumbnails, Delete, and a multi-file photo input with upload progress. */
export function ProgressEntryCard({ entry }: { entry: ProgressEntry }) {
  const inputId = useId();
  const titleId = useId();
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const upload = useUploadProgressPhotos(entry._id);
  const remove = useDeleteProgressEntry();
  const date = formatCalendarDate(entry.date);
  const { weight } = entry.measurements;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    const problem = photoSelectionError(files);
    setSelectionError(problem);
    if (files.length > 0 && !problem) upload.mutate(files);
  };

  const uploading = upload.isPending;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="progress-entry"
      className="space-y-3 rounded-xl border border-line p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold">
            {date}
          </h3>
          <p className="text-sm text-muted">
            {photoCount(entry.photos.length)}
            {weight !== undefined ? ` · ${weight} kg` : ''}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger hover:bg-red-50"
          disabled={remove.isPending || uploading}
          onClick={() => remove.mutate(entry._id)}
        >
          <Trash2 aria-hidden="true" />
          Delete
          <span className="sr-only">{` entry of ${date}`}</span>
        </Button>
      </div>

      {entry.photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6" aria-label={`Photos of ${date}`}>
          {entry.photos.map((photo, index) => (
            <li key={photo._id}>
              <a
                href={photo.url}
                target="_blank"
                rel="noopener noreferrer"
                className="block overflow-hidden rounded-lg bg-subtle"
              >
                <img
                  src={photo.thumbUrl}
                  alt={`Progress ${index + 1} of ${entry.photos.length}, ${date}`}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="space-y-2">
        <label
          htmlFor={inputId}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-field px-3 text-sm font-semibold hover:bg-subtle has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          Add photos
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            disabled={uploading}
            onChange={onFiles}
            className="sr-only"
          />
        </label>
        {uploading ? (
          <div className="space-y-1">
            <p className="text-sm text-muted" role="status">{`Uploading... ${upload.percent ?? 0}%`}</p>
            <ProgressBar value={upload.percent ?? 0} label={`Uploading photos to ${date}`} />
          </div>
        ) : null}
        {selectionError ? <InlineAlert>{selectionError}</InlineAlert> : null}
        {upload.isError ? (
          <InlineAlert>
            {getErrorMessage(upload.error, 'Failed to upload photos. Please try again.')}
          </InlineAlert>
        ) : null}
        {remove.isError ? (
          <InlineAlert>
            {getErrorMessage(remove.error, 'Failed to delete this entry. Please try again.')}
          </InlineAlert>
        ) : null}
      </div>
    </article>
  );
}
