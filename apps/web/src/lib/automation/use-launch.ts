import { AgentApiTokenResponseSchema, MESSAGES, STORAGE_KEYS } from '@applypilot/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDialog } from '../../components/dialog-provider';
import { apiFetch } from '../api-client';
import { useAuth } from '../auth/auth-context';
import { useJobInfo } from '../job-info';
import { fetchPublicConfig, PUBLIC_CONFIG_QUERY_KEY } from '../public-config';
import { launchState, type LaunchState } from '../stats/launch-label';
import { dispatchAutomation, postToExtension, useAutomationState } from './automation-store';
import { readFitSettings } from './fit-settings';
import { isEmailVerified, launchAutomation } from './launch-checks';
import {
  readActiveResume,
  readAutomationProfile,
  readProfessionalDetails,
  readSearchFields,
} from './setup-storage';
import { readStructuredResume } from './structured-resume';
import { userStorage } from '../user-data/user-store';

export async function fetchAgentToken(): Promise<string> {
  const answer = await apiFetch('/api/agent/token', { method: 'POST', schema: AgentApiTokenResponseSchema });
  return answer.token;
}

/** The setup screen's checkbox, kept so the summary's start button launches with the same choice. */
export function readCustomize(): boolean {
  try {
    return userStorage.getItem(STORAGE_KEYS.customizeResume) === 'true';
  } catch {
    return false;
  }
}

/** GET /api/config's serverAi (cached for the page's life); an unreadable config counts as no AI. */
async function serverAiAvailable(queryClient: QueryClient): Promise<boolean> {
  try {
    const config = await queryClient.fetchQuery({
      queryKey: PUBLIC_CONFIG_QUERY_KEY,
      queryFn: fetchPublicConfig,
      staleTime: Infinity,
    });
    return config.serverAi === true;
  } catch {
    return false;
  }
}

export interface Launch extends LaunchState {
  launch(): Promise<void>;
}

/**
 * The start button of both the summary and the setup screen: label and disabled state (section 4: credits, daily
 * limit, then Processing... from the moment a start is under way until the run ends), and the launch itself.
 * The launch reads the saved setup, as the specification's does: unsaved edits on the setup screen are not used.
 */
export function useLaunch(customize?: boolean): Launch {
  const { user, extensionConnected, refreshUser } = useAuth();
  const { jobInfo, load: loadJobInfo } = useJobInfo();
  const dialogs = useDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const automation = useAutomationState();
  const [checking, setChecking] = useState(false);

  const launch = useCallback(async () => {
    setChecking(true);
    try {
      const outcome = await launchAutomation(
        {
          extensionConnected,
          // Pressed before job info's first answer (a fresh page on a slow connection): wait for it, since every
          // credit check needs it, rather than refuse with "still loading".
          jobInfo: jobInfo ?? (await loadJobInfo()),
          // The setup screen passes its checkbox as it stands; the summary uses the saved choice.
          customize: customize ?? readCustomize(),
          userEmail: user?.email ?? '',
          apiUrl: window.location.origin,
        },
        {
          emailVerified: () => isEmailVerified(user, refreshUser),
          alert: (message) => dialogs.alert(message),
          confirm: (message) => dialogs.confirm(message),
          navigate: (path) => void navigate(path),
          readSetup: () => {
            const resume = readActiveResume();
            return {
              resume,
              structured: resume ? readStructuredResume(resume.base64) : null,
              details: readProfessionalDetails(),
              search: readSearchFields(),
              profile: readAutomationProfile(),
              fit: readFitSettings(),
            };
          },
          serverAi: () => serverAiAvailable(queryClient),
          fetchAgentToken,
          post: postToExtension,
        },
      );
      if (outcome === 'started') dispatchAutomation({ type: 'launch-sent' });
    } finally {
      setChecking(false);
    }
  }, [
    extensionConnected,
    jobInfo,
    loadJobInfo,
    user,
    refreshUser,
    dialogs,
    navigate,
    customize,
    queryClient,
  ]);

  const base = launchState(jobInfo);
  const busy =
    checking ||
    automation.phase === 'starting' ||
    automation.phase === 'running' ||
    automation.phase === 'stopping';
  if (base.disabled) return { ...base, launch };
  if (busy) return { label: MESSAGES.launchLabels.processing, disabled: true, launch };
  return { ...base, launch };
}
