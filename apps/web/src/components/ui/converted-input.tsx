import { useState, type ComponentProps } from 'react';

export type ConvertedInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  /** The value as it is kept (e.g. kilograms as text). */
  value: string;
  /** The kept value as the person sees it (e.g. in pounds). */
  toInput: (value: string) => string;
  /**
   * What the person typed, back as a kept value; given the kept value from before the editing began, so text
   * that ends up as it was shown keeps that value exactly.
   */
  fromInput: (text: string, previous: string) => string;
  onValueChange: (value: string) => void;
  /** Tidies what is typed (digits and one separator) before it is converted. */
  clean?: (text: string) => string;
};

/**
 * A text input for a value kept in one unit and typed in another. While it has the focus it shows exactly what
 * was typed ('220.' stays '220.'); otherwise the kept value, converted.
 */
export function ConvertedInput({
  value,
  toInput,
  fromInput,
  onValueChange,
  clean = (text) => text,
  onFocus,
  onBlur,
  ...props
}: ConvertedInputProps) {
  const [draft, setDraft] = useState<{ text: string; before: string } | null>(null);
  return (
    <input
      {...props}
      value={draft?.text ?? toInput(value)}
      onFocus={(event) => {
        setDraft({ text: toInput(value), before: value });
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
      onChange={(event) => {
        const text = clean(event.target.value);
        const before = draft?.before ?? value;
        setDraft({ text, before });
        onValueChange(fromInput(text, before));
      }}
    />
  );
}
