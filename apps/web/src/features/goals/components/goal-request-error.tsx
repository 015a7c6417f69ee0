import { serverFieldErrorsOf } from '@/components/ui/form';
import { InlineAlert } from '@/components/ui/inline-alert';
import { getErrorMessage } from '@/lib/api-client';

/**
 * A failed save that named no field, said at the top of a goal form: the server's message, or `fallback` when it
 * has none. A failure naming a field is said by that field instead.
 */
export function GoalRequestError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error || Object.keys(serverFieldErrorsOf(error) ?? {}).length > 0) return null;
  return <InlineAlert>{getErrorMessage(error, fallback)}</InlineAlert>;
}
