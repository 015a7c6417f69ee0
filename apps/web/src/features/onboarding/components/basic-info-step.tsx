import {
  AGE_MAX,
  AGE_MIN,
  FITNESS_EXPERIENCES,
  GENDERS,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
} from '@momentum/shared';
import { ConvertedInput } from '@/components/ui/converted-input';
import { Field } from '@/components/ui/field';
import { FeetInchesInput } from '@/components/ui/height-input';
import { Input, inputStyles } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useUnits } from '@/lib/settings';
import type { OnboardingForm } from '../utils/onboarding-form';
import type { StepFieldsProps } from './step-fields';

type Values = OnboardingForm['basicInfo'];

export function BasicInfoStep({ values, errorOf, onChange }: StepFieldsProps<Values>) {
  const units = useUnits();
  const numberField = (
    field: 'age' | 'height' | 'weight',
    label: string,
    min: number,
    max: number,
    step: string,
  ) => (
    <Field label={label} error={errorOf(field)}>
      {(control) => (
        <Input
          {...control}
          name={field}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Full Name" error={errorOf('fullName')} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            name="fullName"
            autoComplete="name"
            value={values.fullName}
            onChange={(event) => onChange('fullName', event.target.value)}
          />
        )}
      </Field>
      {numberField('age', 'Age', AGE_MIN, AGE_MAX, '1')}
      <Field label="Gender" error={errorOf('gender')}>
        {(control) => (
          <NativeSelect
            {...control}
            name="gender"
            value={values.gender}
            onChange={(event) => onChange('gender', event.target.value)}
          >
            <option value="">Select gender</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {units.length === 'cm' ? (
        numberField('height', 'Height (cm)', HEIGHT_MIN_CM, HEIGHT_MAX_CM, 'any')
      ) : (
        <Field label="Height (ft, in)" error={errorOf('height')}>
          {(control) => (
            <FeetInchesInput
              {...control}
              name="height"
              inchesLabel="Height inches"
              value={values.height}
              onValueChange={(cm) => onChange('height', cm)}
            />
          )}
        </Field>
      )}
      {units.weight === 'kg' ? (
        numberField('weight', 'Weight (kg)', WEIGHT_MIN_KG, WEIGHT_MAX_KG, 'any')
      ) : (
        <Field label={`Weight (${units.weight})`} error={errorOf('weight')}>
          {(control) => (
            <ConvertedInput
              {...control}
              name="weight"
              inputMode="decimal"
              className={inputStyles}
              value={values.weight}
              toInput={units.weightInputText}
              fromInput={units.weightFromInputText}
              onValueChange={(kg) => onChange('weight', kg)}
            />
          )}
        </Field>
      )}
      <Field label="Fitness Experience" error={errorOf('fitnessExperience')} className="sm:col-span-2">
        {(control) => (
          <NativeSelect
            {...control}
            name="fitnessExperience"
            value={values.fitnessExperience}
            onChange={(event) => onChange('fitnessExperience', event.target.value)}
          >
            <option value="">Select your experience</option>
            {FITNESS_EXPERIENCES.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </div>
  );
}
