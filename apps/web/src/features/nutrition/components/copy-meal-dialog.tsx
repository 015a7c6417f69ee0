import type { MealType } from '@momentum/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { formatCalendarDate } from '@/utils/local-date';
import { useCopyMeal } from '../api/copy-meal';
import { shiftDay } from '../utils/diary';
import { MealSelect } from './meal-select';

/** Copy a meal of an earlier day (yesterday's breakfast by default) into a meal of the day shown. */
export function CopyMealDialog({ date, onClose }: { date: string; onClose: () => void }) {
  const [fromDate, setFromDate] = useState(() => shiftDay(date, -1));
  const [fromMeal, setFromMeal] = useState<MealType>('breakfast');
  const [toMeal, setToMeal] = useState<MealType>('breakfast');
  const [empty, setEmpty] = useState(false);
  const copy = useCopyMeal({
    onSuccess: (copied) => {
      if (copied === 0) {
        setEmpty(true);
        return;
      }
      toast.success(`Copied ${copied} ${copied === 1 ? 'food' : 'foods'}.`);
      onClose();
    },
  });
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(fromDate) && fromDate < date;

  return (
    <Dialog open onOpenChange={(open) => !open && !copy.isPending && onClose()}>
      <DialogContent title="Copy Meal" description={`Into ${formatCalendarDate(date)}.`}>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            setEmpty(false);
            if (valid) copy.mutate({ date, fromDate, fromMeal, toMeal });
          }}
        >
          <Field label="From day" error={valid ? undefined : 'Choose a day before this one.'}>
            {(control) => (
              <Input
                {...control}
                type="date"
                max={shiftDay(date, -1)}
                value={fromDate}
                onChange={(event) => setFromDate(event.target.value)}
              />
            )}
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <MealSelect
              label="From meal"
              value={fromMeal}
              onChange={(meal) => {
                setFromMeal(meal);
                setToMeal(meal);
              }}
            />
            <MealSelect label="To meal" value={toMeal} onChange={setToMeal} />
          </div>
          {empty ? <InlineAlert>That meal has nothing to copy.</InlineAlert> : null}
          {copy.isError ? (
            <InlineAlert>{getErrorMessage(copy.error, 'Could not copy this meal.')}</InlineAlert>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={copy.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!valid || copy.isPending}>
              {copy.isPending ? 'Copying...' : 'Copy'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
