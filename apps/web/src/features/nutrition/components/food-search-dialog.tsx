import type { Food, MealType } from '@momentum/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/lib/toasts';
import { formatCalendarDate } from '@/utils/local-date';
import { FoodResults } from './food-results';
import { LogFoodStep } from './log-food-step';

/** Search Foods: find a food (recent ones before typing), pick it, then its portion and meal, and log it. */
export function FoodSearchDialog({
  open,
  onOpenChange,
  date,
  meal,
  onHandEntry,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  date: string;
  meal: MealType;
  onHandEntry: () => void;
}) {
  const [picked, setPicked] = useState<Food>();
  const close = (next: boolean) => {
    if (!next) setPicked(undefined);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title="Search Foods" description={`Logged for ${formatCalendarDate(date)}.`}>
        {picked ? (
          <LogFoodStep
            food={picked}
            date={date}
            meal={meal}
            onBack={() => setPicked(undefined)}
            onLogged={() => {
              toast.success(`Logged ${picked.name}.`);
              close(false);
            }}
          />
        ) : (
          <div className="space-y-4">
            <FoodResults onPick={setPicked} />
            <p className="text-sm text-muted">
              Not in the database?{' '}
              <Button
                variant="ghost"
                size="sm"
                className="px-1 text-brand-700 underline"
                onClick={() => {
                  close(false);
                  onHandEntry();
                }}
              >
                Enter it by hand
              </Button>
            </p>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
