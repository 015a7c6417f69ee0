import { ONBOARDING_MESSAGES, type OnboardingResponse } from '@momentum/shared';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { toOnboardingPayload, validateStep, type OnboardingForm } from '../utils/onboarding-form';
import { BasicInfoStep } from './basic-info-step';
import { GoalsStep } from './goals-step';
import { PreferencesStep } from './preferences-step';
import { ProfilePicturePicker } from './profile-picture-picker';
import { StepIndicator } from './step-indicator';

const STEP_NAMES = ['Basic Info', 'Goals', 'Preferences'] as const;
const STEP_TITLES = [
  'Tell us about yourself',
  'What are you working towards?',
  'How do you like to train?',
] as const;
const LAST = STEP_NAMES.length - 1;

export type OnboardingWizardProps = {
  initialForm: OnboardingForm;
  pictureUrl: string | null | undefined;
  /** Refreshes the profile and leaves the wizard; the Finish button stays busy until it resolves. */
  onFinished: (data: OnboardingResponse) => Promise<void> | void;
  onPictureUploaded?: () => Promise<void> | void;
};

type Focus = { kind: 'heading' } | { kind: 'invalid' } | null;

/** Three steps (spec §2, §3, §5): Back, Next only with a valid step, Finish on the last. */
export function OnboardingWizard({
  initialForm,
  pictureUrl,
  onFinished,
  onPictureUploaded,
}: OnboardingWizardProps) {
  const [step, setStep] = useState(0);
  const [form, setForm] = useState(initialForm);
  const [attempted, setAttempted] = useState<boolean[]>([false, false, false]);
  const complete = useCompleteOnboarding({ onSuccess: onFinished });
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<Focus>(null);

  const errors = validateStep(step, form);
  // Messages appear once Next (or Finish) was pressed on the step, then follow every change. Not on blur: a
  // message appearing under a field as the pointer goes down on Next would move the button away from the click.
  const errorOf = (field: string) => (attempted[step] ? errors[field] : undefined);

  // Moves focus after the step or the error messages have rendered, so keyboard users land where they should.
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    if (focus.kind === 'heading') headingRef.current?.focus();
    else {
      formRef.current
        ?.querySelector<HTMLElement>(
          '[aria-invalid="true"]:is(input, select, textarea), fieldset[aria-invalid="true"] input',
        )
        ?.focus();
    }
  });

  function update<S extends keyof OnboardingForm, F extends keyof OnboardingForm[S]>(
    section: S,
    field: F,
    value: OnboardingForm[S][F],
  ) {
    setForm((current) => ({ ...current, [section]: { ...current[section], [field]: value } }));
  }

  const stepIsValid = () => {
    if (Object.keys(errors).length === 0) return true;
    setAttempted((current) => current.map((value, index) => (index === step ? true : value)));
    pendingFocus.current = { kind: 'invalid' };
    return false;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete.isPending || !stepIsValid()) return;
    if (step < LAST) {
      setStep(step + 1);
      pendingFocus.current = { kind: 'heading' };
      return;
    }
    complete.mutate(toOnboardingPayload(form));
  };

  const onBack = () => {
    if (step === 0) return;
    complete.reset();
    setStep(step - 1);
    pendingFocus.current = { kind: 'heading' };
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={complete.isPending} className="space-y-6">
      <StepIndicator steps={STEP_NAMES} current={step} />
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold tracking-tight focus:outline-none">
        {STEP_TITLES[step]}
      </h2>

      {step === 0 ? (
        <>
          <ProfilePicturePicker currentUrl={pictureUrl} onUploaded={onPictureUploaded} />
          <BasicInfoStep
            values={form.basicInfo}
            errorOf={errorOf}
            onChange={(field, value) => update('basicInfo', field, value)}
          />
        </>
      ) : step === 1 ? (
        <GoalsStep
          values={form.goals}
          errorOf={errorOf}
          onChange={(field, value) => update('goals', field, value)}
        />
      ) : (
        <PreferencesStep
          values={form.preferences}
          errorOf={errorOf}
          onChange={(field, value) => update('preferences', field, value)}
        />
      )}

      {complete.isError ? <InlineAlert>{ONBOARDING_MESSAGES.finishFailed}</InlineAlert> : null}

      <div className="flex items-center justify-between gap-3 border-t border-line pt-5">
        <Button variant="outline" onClick={onBack} disabled={step === 0 || complete.isPending}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        {step < LAST ? (
          <Button key="next" type="submit">
            Next
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <Button key="finish" type="submit" disabled={complete.isPending}>
            <Check aria-hidden="true" />
            {complete.isPending ? 'Finishing...' : 'Finish'}
          </Button>
        )}
      </div>
    </form>
  );
}
