import { INTERVIEW_SETTINGS_STATUS_CLEAR_MS, MESSAGES } from '@applypilot/contracts';
import { useCallback, useRef, useState } from 'react';
import { readInterviewSettings, writeInterviewSettings } from '../../lib/interview/settings';
import { PersonaFileError, readPersonaPdf } from './read-persona-pdf';
import { isDirty, parseSpendingCap, toForm, toSettings, type SettingsForm } from './settings-form';
import { useTimedStatus, type Status } from '../../lib/use-timed-status';
import { flushUserData } from '../../lib/user-data/user-store';

/** The persona PDF the user just dropped (its name is not stored: after a reload only the text's length is known). */
export interface PersonaFile {
  name: string;
}

export interface InterviewSettingsFormState {
  form: SettingsForm;
  update: <K extends keyof SettingsForm>(field: K, value: SettingsForm[K]) => void;
  /** The cap's inline error while the typed text is not a cap. */
  capError: string | null;
  personaFile: PersonaFile | null;
  readingPersona: boolean;
  /** Why the last dropped file was refused (shown by the drop until the next file). */
  personaError: string | null;
  uploadPersona: (file: File) => Promise<void>;
  dirty: boolean;
  status: Status | null;
  save: () => boolean;
}

/** The settings page's state: loaded from storage on entry, written by Save All Changes (section 2.5). */
export function useInterviewSettingsForm(): InterviewSettingsFormState {
  const [saved, setSaved] = useState<SettingsForm>(() => toForm(readInterviewSettings()));
  const [form, setForm] = useState<SettingsForm>(saved);
  const [personaFile, setPersonaFile] = useState<PersonaFile | null>(null);
  const [readingPersona, setReadingPersona] = useState(false);
  const [personaError, setPersonaError] = useState<string | null>(null);
  const [status, setStatus] = useTimedStatus(INTERVIEW_SETTINGS_STATUS_CLEAR_MS);
  // A second drop while the first is read wins: the older answer is ignored when it arrives.
  const upload = useRef(0);

  const update = useCallback(<K extends keyof SettingsForm>(field: K, value: SettingsForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
  }, []);

  const uploadPersona = useCallback(async (file: File) => {
    const id = ++upload.current;
    setReadingPersona(true);
    setPersonaError(null);
    try {
      const text = await readPersonaPdf(file);
      if (id !== upload.current) return;
      setForm((current) => ({ ...current, cvContent: text }));
      setPersonaFile({ name: file.name });
    } catch (error) {
      if (id !== upload.current) return;
      setPersonaError(
        error instanceof PersonaFileError
          ? error.message
          : MESSAGES.resumeProcessingError(MESSAGES.personaUnreadable),
      );
    } finally {
      if (id === upload.current) setReadingPersona(false);
    }
  }, []);

  const cap = parseSpendingCap(form.spendingCap);
  const save = useCallback((): boolean => {
    const parsed = parseSpendingCap(form.spendingCap);
    if ('error' in parsed) {
      setStatus('error', MESSAGES.fixSettingsBeforeSaving);
      return false;
    }
    const settings = toSettings(form, parsed.usd);
    try {
      writeInterviewSettings(settings);
    } catch (error) {
      console.warn('Interview settings could not be stored', error);
      setStatus('error', MESSAGES.settingsStorageFailed);
      return false;
    }
    const stored = toForm(settings);
    setForm(stored);
    setSaved(stored);
    // Saved either way: a key typed before the resume is kept (decision 050); the message says what is still missing.
    const hasKey = stored.apiKey.trim() !== '';
    const hasResume = stored.cvContent.trim() !== '';
    if (hasKey && hasResume) setStatus('success', MESSAGES.settingsSaved);
    else setStatus('info', MESSAGES.settingsSavedIncomplete(hasKey ? 'resume' : hasResume ? 'key' : 'both'));
    // Kept sealed in the background; a browser that refuses says so in place of the success line.
    void flushUserData().catch(() => setStatus('error', MESSAGES.settingsStorageFailed));
    return true;
  }, [form, setStatus]);

  return {
    form,
    update,
    capError: 'error' in cap ? cap.error : null,
    personaFile,
    readingPersona,
    personaError,
    uploadPersona,
    dirty: isDirty(form, saved),
    status,
    save,
  };
}
