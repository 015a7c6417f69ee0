import type { PhotoGallery, ProgressPhoto } from '@momentum/shared';
import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import { TitledCard } from '@/components/ui/titled-card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { formatCalendarDate } from '@/utils/local-date';
import { usePhotoGallery } from '../api/get-photo-gallery';

type Day = PhotoGallery['days'][number];

/** The small thumbnail shows at once; the full image replaces it once it has loaded. */
function ProgressiveImage({ photo, alt }: { photo: ProgressPhoto; alt: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative aspect-[3/4] w-full overflow-hidden rounded-lg bg-canvas">
      <img
        src={photo.thumbUrl}
        alt={loaded ? '' : alt}
        aria-hidden={loaded}
        className="absolute inset-0 size-full object-cover blur-[1px]"
      />
      <img
        src={photo.url}
        alt={loaded ? alt : ''}
        onLoad={() => setLoaded(true)}
        className={`absolute inset-0 size-full object-cover transition-opacity ${loaded ? 'opacity-100' : 'opacity-0'}`}
        data-testid="compare-photo"
      />
    </div>
  );
}

function ComparePane({
  label,
  days,
  value,
  onChange,
}: {
  label: string;
  days: Day[];
  value: string;
  onChange: (id: string) => void;
}) {
  const selectId = useId();
  const day = days.find((d) => d.entryId === value);
  return (
    <div className="min-w-0 space-y-2">
      <label htmlFor={selectId} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-lg border border-field bg-surface px-3 text-sm text-ink"
      >
        {days.map((d) => (
          <option key={d.entryId} value={d.entryId}>
            {formatCalendarDate(d.date)}
          </option>
        ))}
      </select>
      {day?.photos[0] ? (
        <ProgressiveImage photo={day.photos[0]} alt={`Progress on ${formatCalendarDate(day.date)}`} />
      ) : null}
    </div>
  );
}

/** Photos: every day with photos as thumbnails, and two chosen days side by side. */
export function PhotosTab() {
  const gallery = usePhotoGallery();
  const days = gallery.data?.days ?? [];
  const [before, setBefore] = useState<string | null>(null);
  const [after, setAfter] = useState<string | null>(null);
  const beforeId = before ?? days.at(-1)?.entryId ?? '';
  const afterId = after ?? days[0]?.entryId ?? '';
  if (gallery.isPending) return <LoadingText>Loading photos...</LoadingText>;
  if (gallery.isError)
    return <LoadError message="Failed to load photos" onRetry={() => void gallery.refetch()} />;
  if (days.length === 0)
    return (
      <EmptyState
        icon={Camera}
        title="No progress photos yet."
        description="Use Progress Photo to start today's entry, then add photos to it."
      />
    );
  return (
    <div className="grid gap-4">
      <TitledCard
        title="Compare"
        description="Two days side by side. Only you can see your photos."
        contentClassName="grid grid-cols-2 gap-3"
      >
        <ComparePane label="Before" days={days} value={beforeId} onChange={setBefore} />
        <ComparePane label="After" days={days} value={afterId} onChange={setAfter} />
      </TitledCard>
      <TitledCard title="Gallery" contentClassName="space-y-4">
        {days.map((day) => (
          <section key={day.entryId} aria-label={formatCalendarDate(day.date)}>
            <h3 className="mb-2 text-sm font-semibold">{formatCalendarDate(day.date)}</h3>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
              {day.photos.map((photo, index) => (
                <li key={photo._id}>
                  <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                    <img
                      src={photo.thumbUrl}
                      alt={`Progress on ${formatCalendarDate(day.date)}, ${index + 1} of ${day.photos.length}`}
                      loading="lazy"
                      className="aspect-square w-full rounded-md object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </TitledCard>
    </div>
  );
}
