import { exerciseSchema, type Exercise, type ExerciseCreateBody } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { workoutsKeys } from './keys';

export function createExercise(body: ExerciseCreateBody): Promise<Exercise> {
  return api.post('/exercises', body, { schema: exerciseSchema });
}

export function useCreateExercise({ onSuccess }: { onSuccess?: (exercise: Exercise) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExercise,
    onSuccess: (exercise) => {
      onSuccess?.(exercise);
      return queryClient.invalidateQueries({ queryKey: workoutsKeys.exercises });
    },
  });
}
