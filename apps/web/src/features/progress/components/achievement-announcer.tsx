import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/lib/toasts';
import { claimAchievementAnnouncements } from '../api/announce-achievements';
import { progressKeys } from '../api/keys';

const AFTER_WRITE_MS = 400;
const TOASTS_MAX = 3;

/**
 * Announces each newly earned achievement once, with a toast. Asks when the app starts and shortly after every
 * write the person makes (a saved workout, meal, weigh-in or goal); the server hands each achievement out once
 * per person, so another tab or device never shows it again.
 */
export default function AchievementAnnouncer() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const ask = () => {
      claimAchievementAnnouncements()
        .then(({ items }) => {
          if (stopped || items.length === 0) return;
          // A long history earns many at once (the first visit after an import): a few toasts, then a count.
          const shown = items.length > TOASTS_MAX ? items.slice(0, TOASTS_MAX - 1) : items;
          for (const item of shown) toast.success(`Achievement unlocked: ${item.title}`);
          if (shown.length < items.length)
            toast.success(`And ${items.length - shown.length} more achievements unlocked: see Progress.`);
          void queryClient.invalidateQueries({ queryKey: progressKeys.achievements });
          void queryClient.invalidateQueries({ queryKey: progressKeys.overview });
        })
        // Announcing is a nicety: a failure waits for the next write.
        .catch(() => undefined);
    };
    ask();
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      clearTimeout(timer);
      timer = setTimeout(ask, AFTER_WRITE_MS);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [queryClient]);
  return null;
}
