import type { KeyboardEvent } from 'react';

/**
 * A keydown handler: Enter (without Shift, and not while an input method is composing) hands the trimmed text
 * to `submit` when it is not blank.
 */
export function enterToSubmit(submit: (trimmed: string) => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const trimmed = event.currentTarget.value.trim();
    if (trimmed) submit(trimmed);
  };
}
