import { MESSAGES, SETUP_SAVE_DELAY_MS, SETUP_STATUS_CLEAR_MS, STORAGE_KEYS } from '@applypilot/contracts';
import { useCallback, useState } from 'react';
import { clearStructuredResume } from '../../../lib/automation/structured-resume';
import { readCustomize } from '../../../lib/automation/use-launch';
import {
  EMPTY_DETAILS,
  EMPTY_SEARCH,
  readActiveResume,
  readProfessionalDetails,
  readSearchFields,
  writeJson,
  type ActiveResume,
  type ProfessionalDetails,
  type SearchFields,
} from '../../../lib/automation/setup-storage';
import { usePublicConfig } from '../../../lib/public-config';
import { InvalidResumeFile, readResumeFile } from './read-resume-file';
import { useTimedStatus } from '../../../lib/use-timed-status';
import { flushUserData } from '../../../lib/user-data/user-store';

const delay = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** The specification's setup form (document 2, sections 2.1, 4 and 5): fields, upload, save and its status line. */
export function useSetupForm() {
  const [stored] = useState(() => ({
    resume: readActiveResume(),
    details: readProfessionalDetails() ?? EMPTY_DETAILS,
    search: readSearchFields() ?? EMPTY_SEARCH,
    customize: readCustomize(),
  }));
  /** The resume just uploaded (kept until saved) or, failing that, the stored active one. */
  const [uploaded, setUploaded] = useState<ActiveResume | null>(null);
  const [current, setCurrent] = useState<ActiveResume | null>(stored.resume);
  const [details, setDetails] = useState<ProfessionalDetails>(stored.details);
  const [search, setSearch] = useState<SearchFields>(stored.search);
  const [customizeChoice, setCustomize] = useState(stored.customize);
  // Customising needs AI on the server (GET /api/config's serverAi); until it says so the box is off (decision 028).
  const config = usePublicConfig();
  const ai: AiAvailability = config.data
    ? config.data.serverAi === true
      ? 'available'
      : 'not-configured'
    : config.isError
      ? 'unknown'
      : 'loading';
  const customize = customizeChoice && ai === 'available';
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useTimedStatus(SETUP_STATUS_CLEAR_MS);

  const upload = useCallback(
    async (file: File) => {
      if (file.type !== 'application/pdf') {
        setStatus('error', MESSAGES.invalidPdf);
        return;
      }
      setStatus('info', MESSAGES.processingResume);
      try {
        const resume = await readResumeFile(file);
        setUploaded(resume);
        setStatus('success', MESSAGES.resumeProcessed(resume.filename));
      } catch (error) {
        const message = error instanceof InvalidResumeFile ? error.message : null;
        setStatus(
          'error',
          message ?? MESSAGES.resumeProcessingError(error instanceof Error ? error.message : String(error)),
        );
      }
    },
    [setStatus],
  );

  const save = useCallback(async () => {
    const resume = uploaded ?? readActiveResume();
    if (!resume) {
      setStatus('error', MESSAGES.uploadResumeFirst);
      return;
    }
    setSaving(true);
    setStatus('info', MESSAGES.saving);
    await delay(SETUP_SAVE_DELAY_MS);
    try {
      if (uploaded) {
        writeJson(STORAGE_KEYS.resumeData, uploaded);
        // The active resume is now this PDF, not the builder's: its structured copy no longer applies.
        clearStructuredResume();
      }
      writeJson(STORAGE_KEYS.professionalDetails, details);
      writeJson(STORAGE_KEYS.jobSearchSettings, search);
      writeJson(STORAGE_KEYS.customizeResume, customize);
      // Sealed and kept before it is called saved: a browser that refuses (a full disk) is reported as before.
      await flushUserData();
      setCurrent(resume);
      setUploaded(null);
      setStatus('success', MESSAGES.settingsSaved);
    } catch (error) {
      setStatus('error', `Failed to save: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setSaving(false);
    }
  }, [uploaded, details, search, customize, setStatus]);

  return {
    current,
    uploaded,
    details,
    setDetails,
    search,
    setSearch,
    customize,
    setCustomize,
    ai,
    saving,
    status,
    upload,
    save,
  };
}

/** Whether the server can customise resumes: `unknown` when GET /api/config failed. */
export type AiAvailability = 'loading' | 'available' | 'not-configured' | 'unknown';

export type SetupForm = ReturnType<typeof useSetupForm>;
