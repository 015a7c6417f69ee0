import type { FieldControlProps } from '@/components/ui/field';
import type { FormControlProps } from '@/components/ui/form';

/** A `FormField` control's label and message wiring alone, for a control that keeps its own value. */
export function wiringOf(control: FormControlProps): FieldControlProps {
  return {
    id: control.id,
    'aria-invalid': control['aria-invalid'],
    'aria-describedby': control['aria-describedby'],
  };
}
