import {
  DEFAULT_FIT_SETTINGS,
  FitSettingsSchema,
  STORAGE_KEYS,
  type FitSettings,
} from '@applypilot/contracts';

/**
 * The setup's job fit settings (issue 21) in localStorage: both on by default. A stored value that cannot be read
 * falls back to the defaults, so a run never goes out with the check silently off.
 */
export function readFitSettings(): FitSettings {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.jobFitSettings);
    if (raw === null) return DEFAULT_FIT_SETTINGS;
    const parsed = FitSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_FIT_SETTINGS;
  } catch (error) {
    console.error(`Stored ${STORAGE_KEYS.jobFitSettings} could not be read.`, error);
    return DEFAULT_FIT_SETTINGS;
  }
}

export function writeFitSettings(settings: FitSettings): void {
  window.localStorage.setItem(STORAGE_KEYS.jobFitSettings, JSON.stringify(FitSettingsSchema.parse(settings)));
}
