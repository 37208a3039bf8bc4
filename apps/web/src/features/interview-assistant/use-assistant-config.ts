import { useEffect, useState } from 'react';
import { DEFAULT_GEMINI_API_URL } from '@applypilot/contracts';
import { usePublicConfig } from '../../lib/public-config';
import {
  isInterviewConfigured,
  readInterviewSettings,
  type InterviewSettings,
} from '../../lib/interview/settings';
import { onUserDataChange } from '../../lib/user-data/user-store';

export interface AssistantConfig {
  settings: InterviewSettings;
  /** Key and resume saved (section 4): the controls that call Gemini are usable. */
  configured: boolean;
  /** Where Gemini is (GET /api/config's geminiApiUrl); null until the config has answered. */
  baseUrl: string | null;
}

/**
 * The stored settings (re-read when another tab saves them, e.g. the settings page opened beside this one) and the
 * Gemini base URL the server names. A config that fails to load falls back to Google's URL rather than blocking.
 */
export function useAssistantConfig(): AssistantConfig {
  const [settings, setSettings] = useState(() => readInterviewSettings());
  useEffect(
    () =>
      onUserDataChange((name) => {
        if (name === null || name.startsWith('interviewAssistant_')) setSettings(readInterviewSettings());
      }),
    [],
  );
  const config = usePublicConfig();
  const baseUrl = config.data
    ? (config.data.geminiApiUrl ?? DEFAULT_GEMINI_API_URL)
    : config.isError
      ? DEFAULT_GEMINI_API_URL
      : null;
  return { settings, configured: isInterviewConfigured(settings), baseUrl };
}
