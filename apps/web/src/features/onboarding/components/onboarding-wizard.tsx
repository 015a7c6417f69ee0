import { ONBOARDING_MESSAGES, type OnboardingResponse } from '@momentum/shared';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, useSchemaForm } from '@/components/ui/form';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import {
  STEP_SECTIONS,
  stepFormSchema,
  toOnboardingPayload,
  type OnboardingForm,
  type StepSection,
} from '../utils/onboarding-form';
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

/** Three steps (spec §2, §3, §5): Back, Next only with a valid step, Finish on the last. */
export function OnboardingWizard({
  initialForm,
  pictureUrl,
  onFinished,
  onPictureUploaded,
}: OnboardingWizardProps) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState(initialForm);
  const complete = useCompleteOnboarding({ onSuccess: onFinished });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  // A new step's heading takes the focus once it has rendered, so keyboard users start at its top.
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  });

  const goTo = (next: number) => {
    setStep(next);
    focusHeading.current = true;
  };
  const keep = <S extends StepSection>(section: S, values: OnboardingForm[S]) => {
    const kept = { ...answers, [section]: values };
    setAnswers(kept);
    return kept;
  };

  const section = STEP_SECTIONS[step]!;
  return (
    // Keyed by the step: each step is a form of its own, starting from what was answered before.
    <StepForm
      key={section}
      section={section}
      defaultValues={answers[section]}
      pending={complete.isPending}
      onValid={(values) => {
        const kept = keep(section, values);
        if (step < LAST) goTo(step + 1);
        else complete.mutate(toOnboardingPayload(kept));
      }}
    >
      {(values) => (
        <>
          <StepIndicator steps={STEP_NAMES} current={step} />
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold tracking-tight focus:outline-none"
          >
            {STEP_TITLES[step]}
          </h2>

          {section === 'basicInfo' ? (
            <>
              <ProfilePicturePicker currentUrl={pictureUrl} onUploaded={onPictureUploaded} />
              <BasicInfoStep />
            </>
          ) : section === 'goals' ? (
            <GoalsStep />
          ) : (
            <PreferencesStep />
          )}

          {complete.isError ? <InlineAlert>{ONBOARDING_MESSAGES.finishFailed}</InlineAlert> : null}

          <div className="flex items-center justify-between gap-3 border-t border-line pt-5">
            <Button
              variant="outline"
              onClick={() => {
                if (step === 0) return;
                // Back keeps what was typed on this step, checked or not.
                keep(section, values());
                complete.reset();
                goTo(step - 1);
              }}
              disabled={step === 0 || complete.isPending}
            >
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
        </>
      )}
    </StepForm>
  );
}

type StepFormProps<S extends StepSection> = {
  section: S;
  defaultValues: OnboardingForm[S];
  pending: boolean;
  /** The step's fields as typed, once its schema accepts them. */
  onValid: (values: OnboardingForm[S]) => void;
  /** The step's content; `values` reads the fields as they are now (for Back). */
  children: (values: () => OnboardingForm[S]) => ReactNode;
};

/**
 * One step on the form layer. Messages appear once Next (or Finish) was pressed, then follow every change; not on
 * blur: a message appearing under a field as the pointer goes down on Next would move the button from the click.
 * The first refused field takes the focus.
 */
function StepForm<S extends StepSection>({
  section,
  defaultValues,
  pending,
  onValid,
  children,
}: StepFormProps<S>) {
  const form = useSchemaForm(stepFormSchema(section), {
    // Every field has its text: the answers are complete values, which react-hook-form's deep-partial type of
    // defaults cannot see through a generic section.
    defaultValues: defaultValues as DefaultValues<OnboardingForm[S]>,
    reValidateMode: 'onChange',
  });
  return (
    <Form
      form={form}
      onSubmit={() => onValid(form.getValues())}
      request={{ isPending: pending }}
      className="space-y-6"
    >
      {children(() => form.getValues())}
    </Form>
  );
}
