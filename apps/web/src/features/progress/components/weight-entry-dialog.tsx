import { MEASUREMENT_BOUNDS, weightEntryFormSchema } from '@momentum/shared';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, FormDialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { InlineAlert } from '@/components/ui/inline-alert';
import { DecimalInput } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { todayLocalDate } from '@/utils/local-date';
import { useCreateProgressEntry } from '../api/create-progress-entry';

const { min, max } = MEASUREMENT_BOUNDS.weight;

/** The Add Entry weight button: stores today's weight as a progress entry, which feeds Current Weight. */
export function WeightEntryDialog() {
  const [open, setOpen] = useState(false);
  const [weight, setWeight] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateProgressEntry({ onSuccess: () => setOpen(false) });

  const onOpenChange = (next: boolean) => {
    if (create.isPending) return;
    if (next) {
      setWeight('');
      setError(undefined);
      create.reset();
    }
    setOpen(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = weightEntryFormSchema.safeParse({
      weight: weight.trim() === '' ? undefined : Number(weight),
    });
    if (!parsed.success) {
      setError(weight.trim() === '' ? 'Please enter your weight.' : parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate({ date: todayLocalDate(), measurements: { weight: parsed.data.weight } });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Plus aria-hidden="true" />
          Add Entry
        </Button>
      </DialogTrigger>
      <DialogContent title="Add weight entry" description="Recorded for today.">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <Field label="Weight (kg)" error={error}>
            {(control) => (
              <DecimalInput
                {...control}
                min={min}
                max={max}
                value={weight}
                onChange={(event) => setWeight(event.target.value)}
              />
            )}
          </Field>
          {create.isError ? (
            <InlineAlert>
              {getErrorMessage(create.error, 'Could not save your weight. Please try again.')}
            </InlineAlert>
          ) : null}
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={create.isPending}
            submitLabel="Save Weight"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
