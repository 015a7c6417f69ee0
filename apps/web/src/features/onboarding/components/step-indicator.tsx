import { Check } from 'lucide-react';
import { cn } from '@/utils/cn';

/** Where the user is in the wizard: "Step 2 of 3" and the step names, the current one marked. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <nav aria-label="Onboarding steps" className="space-y-3">
      <p className="text-sm font-medium text-muted">
        Step {current + 1} of {steps.length}
      </p>
      <ol className="flex items-center gap-2">
        {steps.map((name, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={name}
              aria-current={active ? 'step' : undefined}
              className={cn('flex min-w-0 items-center gap-2', index < steps.length - 1 && 'flex-1')}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                  done && 'bg-brand-700 text-on-brand',
                  active && 'bg-brand-700 text-on-brand ring-4 ring-brand-100',
                  !done && !active && 'bg-fill text-muted',
                )}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              {/* On a phone only the current step is named; "Step n of 3" says the rest. */}
              <span
                className={cn(
                  'truncate text-sm',
                  active ? 'font-semibold text-ink' : 'sr-only text-muted sm:not-sr-only',
                )}
              >
                <span className="sr-only">{done ? 'Completed: ' : active ? 'Current: ' : ''}</span>
                {name}
              </span>
              {index < steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={cn('h-0.5 min-w-3 flex-1 rounded', done ? 'bg-brand-600' : 'bg-fill')}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
