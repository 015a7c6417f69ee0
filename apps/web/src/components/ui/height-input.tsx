import { fromFeetAndInches, toFeetAndInches } from '@momentum/shared';
import { useState, type ComponentProps } from 'react';
import { Input } from './input';

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** Centimetres as text ('' when empty). */
  value: string;
  onValueChange: (cm: string) => void;
  /** The inches box's own name (the field's label names the feet box). */
  inchesLabel: string;
};

/**
 * A height typed in feet and inches and kept in centimetres. Until the person edits one of the two boxes the
 * stored centimetres stay exactly as they were.
 */
export function FeetInchesInput({ value, onValueChange, inchesLabel, id, className, ...props }: Props) {
  const cm = Number(value);
  const shown =
    value.trim() !== '' && Number.isFinite(cm)
      ? toFeetAndInches(cm)
      : { feet: Number.NaN, inches: Number.NaN };
  const [draft, setDraft] = useState<{ feet: string; inches: string } | null>(null);
  const feet = draft?.feet ?? (Number.isNaN(shown.feet) ? '' : String(shown.feet));
  const inches = draft?.inches ?? (Number.isNaN(shown.inches) ? '' : String(shown.inches));
  const change = (next: { feet: string; inches: string }) => {
    setDraft(next);
    if (next.feet.trim() === '' && next.inches.trim() === '') return onValueChange('');
    const total = fromFeetAndInches(Number(next.feet || 0), Number(next.inches || 0));
    onValueChange(Number.isFinite(total) ? String(Math.round(total * 100) / 100) : value);
  };
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <Input
          {...props}
          id={id}
          inputMode="numeric"
          value={feet}
          onChange={(event) => change({ feet: event.target.value.replace(/[^\d]/g, ''), inches })}
          onBlur={() => setDraft(null)}
          className="w-20"
        />
        <span aria-hidden="true" className="text-sm text-muted">
          ft
        </span>
        <Input
          {...props}
          inputMode="decimal"
          aria-label={inchesLabel}
          value={inches}
          onChange={(event) => change({ feet, inches: event.target.value.replace(/[^\d.]/g, '') })}
          onBlur={() => setDraft(null)}
          className="w-20"
        />
        <span aria-hidden="true" className="text-sm text-muted">
          in
        </span>
      </div>
    </div>
  );
}
