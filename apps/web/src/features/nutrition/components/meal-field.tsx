import { MEAL_TYPES, type MealType } from '@momentum/shared';
import { FormField } from '@/components/ui/form';
import { NativeSelect, SelectOptions } from '@/components/ui/native-select';
import { mealLabel } from '../utils/food-form';

/** A labelled choice of breakfast, lunch, dinner or snack: the field `name` of the form around it. */
export function MealField({
  name = 'meal',
  label = 'Meal',
  onPick,
}: {
  name?: string;
  label?: string;
  /** Told of each meal picked, after the form has it. */
  onPick?: (meal: MealType) => void;
}) {
  return (
    <FormField name={name} label={label}>
      {(control) => (
        <NativeSelect
          {...control}
          onChange={(event) => {
            const changed = control.onChange(event);
            onPick?.(event.target.value as MealType);
            return changed;
          }}
        >
          <SelectOptions values={MEAL_TYPES} label={mealLabel} />
        </NativeSelect>
      )}
    </FormField>
  );
}
