import { Button } from './button';

/**
 * Something that failed to load (a list, a card, a search): the sentence, announced, and a way to ask again.
 * The dashboard's cards name the button 'Retry'; everywhere else it is 'Try again'.
 */
export function LoadError({
  message,
  onRetry,
  retryLabel = 'Try again',
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: 'Try again' | 'Retry';
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="alert" className="text-sm font-medium text-danger">
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
