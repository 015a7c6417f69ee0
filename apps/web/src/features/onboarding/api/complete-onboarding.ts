import { onboardingResponseSchema, type OnboardingData, type OnboardingResponse } from '@momentum/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function completeOnboarding(body: OnboardingData): Promise<OnboardingResponse> {
  return api.post('/onboarding/complete', body, { schema: onboardingResponseSchema });
}

/** The caller refreshes the profile and navigates in `onSuccess` (the app composes that). */
export function useCompleteOnboarding({
  onSuccess,
}: { onSuccess?: (data: OnboardingResponse) => Promise<void> | void } = {}) {
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: (data) => onSuccess?.(data),
  });
}
