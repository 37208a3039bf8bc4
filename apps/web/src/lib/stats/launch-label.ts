import { DAILY_APPLICATION_LIMIT, MESSAGES } from '@applypilot/contracts';

export interface LaunchState {
  label: string;
  disabled: boolean;
}

/**
 * The start button's label before the automation issue wires the launch (section 4): credits first, then the
 * server's daily count against the limit, as the launch checks of section 5 order them.
 */
export function launchState(info: { availableJobs: number; dailyCount: number } | undefined): LaunchState {
  const labels = MESSAGES.launchLabels;
  if (!info) return { label: labels.start, disabled: false };
  if (info.availableJobs <= 0) return { label: labels.noCredits, disabled: true };
  if (info.dailyCount >= DAILY_APPLICATION_LIMIT) return { label: labels.dailyLimit, disabled: true };
  return { label: labels.start, disabled: false };
}
