import {
  DEFAULT_FIT_SETTINGS,
  FitSettingsSchema,
  STORAGE_KEYS,
  type FitSettings,
} from '@applypilot/contracts';
import { userStorage } from '../user-data/user-store';

/**
 * The setup's job fit settings (issue 21) in the person's sealed browser data (decision 049): both on by default. A stored value that cannot be read
 * falls back to the defaults, so a run never goes out with the check silently off.
 */
export function readFitSettings(): FitSettings {
  try {
    const raw = userStorage.getItem(STORAGE_KEYS.jobFitSettings);
    if (raw === null) return DEFAULT_FIT_SETTINGS;
    const parsed = FitSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_FIT_SETTINGS;
  } catch (error) {
    console.error(`Stored ${STORAGE_KEYS.jobFitSettings} could not be read.`, error);
    return DEFAULT_FIT_SETTINGS;
  }
}

export function writeFitSettings(settings: FitSettings): void {
  userStorage.setItem(STORAGE_KEYS.jobFitSettings, JSON.stringify(FitSettingsSchema.parse(settings)));
}
