import { MEAL_TYPES, type MealType } from '@momentum/shared';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { mealLabel } from '../utils/food-form';

/** A labelled choice of breakfast, lunch, dinner or snack. */
export function MealSelect({
  label = 'Meal',
  value,
  onChange,
}: {
  label?: string;
  value: MealType;
  onChange: (meal: MealType) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <NativeSelect
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value as MealType)}
        >
          {MEAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {mealLabel(type)}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
