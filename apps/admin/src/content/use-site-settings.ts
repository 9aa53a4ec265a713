/** The settings query and the save that refreshes it; shared by the settings, logo and links tabs. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateSiteSettingsRequest } from '@khela/contract';
import { getSettings, saveSettings, settingsKey } from './content-api';

export function useSiteSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: getSettings });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateSiteSettingsRequest) => saveSettings(changes),
    onSuccess: (saved) => client.setQueryData(settingsKey, saved),
  });
}
