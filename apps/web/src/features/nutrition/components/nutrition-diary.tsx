import { isCalendarDate, mealTypeForHour, type MealType } from '@momentum/shared';
import {
  Barcode,
  ChevronLeft,
  ChevronRight,
  Copy,
  Search,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/titled-card';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { formatCalendarDate, todayLocalDate } from '@/utils/local-date';
import { useDayWithPending } from '../api/diary-write';
import { useNutritionDay } from '../api/get-nutrition-day';
import { shiftDay } from '../utils/diary';
import { AddFoodDialog } from './add-food-dialog';
import { BarcodeDialog } from './barcode-dialog';
import { CopyMealDialog } from './copy-meal-dialog';
import { DailyGoals } from './daily-goals';
import { DayMeals } from './day-meals';
import { FoodSearchDialog } from './food-search-dialog';
import { NutritionEntries } from './nutrition-entries';
import { SavedMealsDialog } from './saved-meals-dialog';
import { WaterIntake } from './water-intake';
import { WeeklyAverages } from './weekly-averages';

type Open = 'search' | 'barcode' | 'meals' | 'copy' | undefined;

/** The quick-add buttons, each opening its dialog. */
const QUICK_ADD: { dialog: NonNullable<Open>; icon: LucideIcon; label: string }[] = [
  { dialog: 'barcode', icon: Barcode, label: 'Scan Barcode' },
  { dialog: 'search', icon: Search, label: 'Search Foods' },
  { dialog: 'meals', icon: UtensilsCrossed, label: 'Create Meal' },
  { dialog: 'copy', icon: Copy, label: 'Copy Meal' },
];

/** The day the page shows: `?date=` when it names a real day, else today where the user is. */
export const dayFromParam = (param: string | null) =>
  param && isCalendarDate(param) ? param : todayLocalDate();

/**
 * The Nutrition screen's day view: move between days, the day's meals and foods, quick add (Scan Barcode,
 * Search Foods, Create Meal, Copy Meal), and beside them the daily goals, water and weekly averages.
 */
export function NutritionDiary({
  date,
  onDateChange,
}: {
  date: string;
  onDateChange: (date: string) => void;
}) {
  const day = useNutritionDay(date);
  // Foods and water logged on this device and not yet on the server show at once, marked as waiting.
  const shown = useDayWithPending(day.data, day.dataUpdatedAt);
  const [open, setOpen] = useState<Open>();
  const [meal, setMeal] = useState<MealType>(() => mealTypeForHour(new Date().getHours()));
  const [handEntry, setHandEntry] = useState(0);
  const today = todayLocalDate();
  const openFor = (what: Open, forMeal?: MealType) => {
    if (forMeal) setMeal(forMeal);
    setOpen(what);
  };
  const close = () => setOpen(undefined);

  return (
    <div className="space-y-6">
      <nav aria-label="Day" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous day"
            onClick={() => onDateChange(shiftDay(date, -1))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <h2
            className="flex-1 text-center text-base font-semibold sm:min-w-60 sm:text-lg"
            aria-live="polite"
            data-testid="day-title"
          >
            {date === today ? `Today · ${formatCalendarDate(date)}` : formatCalendarDate(date)}
          </h2>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next day"
            onClick={() => onDateChange(shiftDay(date, 1))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-1 flex-wrap items-center gap-2">
          <Input
            type="date"
            aria-label="Date"
            className="w-auto"
            value={date}
            onChange={(event) => isCalendarDate(event.target.value) && onDateChange(event.target.value)}
          />
          {date !== today ? (
            <Button variant="ghost" onClick={() => onDateChange(today)}>
              Today
            </Button>
          ) : null}
          <div className="ml-auto">
            <AddFoodDialog date={date} />
          </div>
        </div>
      </nav>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <TitledCard title="Quick add" contentClassName="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {QUICK_ADD.map(({ dialog, icon: Icon, label }) => (
              <Button key={dialog} variant="outline" onClick={() => openFor(dialog)}>
                <Icon aria-hidden="true" />
                {label}
              </Button>
            ))}
          </TitledCard>
          {day.isPending ? (
            <LoadingText>Loading nutrition...</LoadingText>
          ) : !shown ? (
            <LoadError message="Failed to load nutrition" onRetry={() => void day.refetch()} />
          ) : (
            <DayMeals
              day={shown.day}
              pending={shown.pending}
              onAddFood={(forMeal) => openFor('search', forMeal)}
            />
          )}
          <NutritionEntries />
        </div>
        <div className="space-y-6">
          {shown ? (
            <>
              <DailyGoals day={shown.day} />
              <WaterIntake day={shown.day} />
            </>
          ) : null}
          <WeeklyAverages to={date} />
        </div>
      </div>

      <FoodSearchDialog
        open={open === 'search'}
        onOpenChange={(next) => setOpen(next ? 'search' : undefined)}
        date={date}
        meal={meal}
        onHandEntry={() => setHandEntry((n) => n + 1)}
      />
      {handEntry > 0 ? (
        <AddFoodDialog
          key={`hand-${handEntry}`}
          date={date}
          open
          onOpenChange={(next) => !next && setHandEntry(0)}
        />
      ) : null}
      {open === 'barcode' ? <BarcodeDialog date={date} meal={meal} onClose={close} /> : null}
      {open === 'meals' ? <SavedMealsDialog date={date} meal={meal} onClose={close} /> : null}
      {open === 'copy' ? <CopyMealDialog date={date} onClose={close} /> : null}
    </div>
  );
}
