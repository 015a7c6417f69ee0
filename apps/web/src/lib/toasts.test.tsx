import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster, toast } from './toasts';

describe('toasts', () => {
  it("colours a success and an error toast with the app's tokens, not sonner's own (AA contrast, both themes)", async () => {
    render(<AppToaster />);
    toast.success('Achievement unlocked: First workout');
    toast.error('Could not save');

    await screen.findByText('Achievement unlocked: First workout');
    await screen.findByText('Could not save');
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(toaster).not.toBeNull();
    const colours = Object.fromEntries(
      ['success', 'error'].flatMap((type) =>
        ['bg', 'border', 'text'].map((part) => {
          const name = `--${type}-${part}`;
          return [name, toaster!.style.getPropertyValue(name)];
        }),
      ),
    );
    expect(colours).toEqual({
      '--success-bg': 'var(--color-success-soft)',
      '--success-border': 'var(--color-success-line)',
      '--success-text': 'var(--color-success-ink)',
      '--error-bg': 'var(--color-danger-soft)',
      '--error-border': 'var(--color-danger-line)',
      '--error-text': 'var(--color-danger-ink)',
    });
  });

  describe('their theme', () => {
    afterEach(() => document.documentElement.classList.remove('dark'));

    it("is the page's, following it as it changes", async () => {
      render(<AppToaster />);
      toast.error('Could not save');
      await screen.findByText('Could not save');
      const toaster = () => document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
      expect(toaster().dataset.sonnerTheme).toBe('light');
      document.documentElement.classList.add('dark');
      await waitFor(() => expect(toaster().dataset.sonnerTheme).toBe('dark'));
    });
  });
});
