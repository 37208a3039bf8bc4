import { MAX_INTERVIEW_SPENDING_CAP_USD, MESSAGES } from '@applypilot/contracts';
import type { InterviewSettings } from '../../lib/interview/settings';

/** The page's form: the stored settings, with the cap as typed (so "0." or "" can be on screen while typing). */
export interface SettingsForm extends Omit<InterviewSettings, 'spendingCapUsd'> {
  spendingCap: string;
}

export function toForm(settings: InterviewSettings): SettingsForm {
  const { spendingCapUsd, ...rest } = settings;
  return { ...rest, spendingCap: String(spendingCapUsd) };
}

/** The cap in USD, or the message saying why the typed text is not one (0 to 100; 0 = no cap). */
export function parseSpendingCap(text: string): { usd: number } | { error: string } {
  const trimmed = text.trim();
  const usd = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(usd) || usd < 0 || usd > MAX_INTERVIEW_SPENDING_CAP_USD) {
    return { error: MESSAGES.spendingCapInvalid };
  }
  return { usd };
}

/** What Save writes: the key trimmed (a pasted key often carries a space or a line break). */
export function toSettings(form: SettingsForm, spendingCapUsd: number): InterviewSettings {
  const { spendingCap: _typed, ...rest } = form;
  return { ...rest, apiKey: form.apiKey.trim(), spendingCapUsd };
}

/** Whether the form differs from what was last loaded or saved (the key compared as it will be saved). */
export function isDirty(form: SettingsForm, saved: SettingsForm): boolean {
  const cap = (text: string) => {
    const parsed = parseSpendingCap(text);
    return 'usd' in parsed ? parsed.usd : text;
  };
  return (
    form.apiKey.trim() !== saved.apiKey.trim() ||
    form.cvContent !== saved.cvContent ||
    form.additionalDetails !== saved.additionalDetails ||
    form.aiInstructions !== saved.aiInstructions ||
    form.selectedModel !== saved.selectedModel ||
    form.fontSize !== saved.fontSize ||
    form.liveMode !== saved.liveMode ||
    form.teleprompterPip !== saved.teleprompterPip ||
    cap(form.spendingCap) !== cap(saved.spendingCap)
  );
}
