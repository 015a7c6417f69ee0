import { userSettingsSchema, type UserSettings, type UserSettingsUpdate } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { applyTheme } from '@/lib/theme';

export function updateSettings(body: UserSettingsUpdate): Promise<UserSettings> {
  return api.put('/settings', body, { schema: userSettingsSchema });
}

/**
 * PUT /settings. The change shows at once (every screen reads the cached settings), the theme before the
 * answer too; a refused change puts the previous settings back.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: sharedKeys.settings });
      const previous = queryClient.getQueryData<UserSettings>(sharedKeys.settings);
      if (previous) {
        queryClient.setQueryData<UserSettings>(sharedKeys.settings, {
          ...previous,
          ...change,
          units: { ...previous.units, ...change.units },
        });
      }
      if (change.theme) applyTheme(change.theme);
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (!context?.previous) return;
      queryClient.setQueryData(sharedKeys.settings, context.previous);
      applyTheme(context.previous.theme);
    },
    onSuccess: (settings) => queryClient.setQueryData(sharedKeys.settings, settings),
  });
}
