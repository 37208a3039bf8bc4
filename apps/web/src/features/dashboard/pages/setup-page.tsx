import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { readAutomationProfile } from '../../../lib/automation/setup-storage';
import { AutomationPanel } from '../automation/automation-panel';
import { NeedsAnswerQueue } from '../setup/needs-answer-queue';
import { ProfileEditor } from '../setup/profile-editor';
import { profileToForm, withAccount, withAnswer } from '../setup/profile-form';
import { SetupForm } from '../setup/setup-form';
import { useSetupForm } from '../setup/use-setup-form';
import styles from './pages.module.css';

/** /dashboard/setup: the specification's setup form, live progress, the screening answers and open questions. */
export function SetupPage() {
  const { user } = useAuth();
  const setup = useSetupForm();
  const [profile, setProfile] = useState(() => profileToForm(readAutomationProfile(), user));
  // The session may answer after the first render: its name and email fill only what is still blank.
  useEffect(() => {
    if (user) setProfile((form) => withAccount(form, user));
  }, [user]);
  return (
    <div className={styles.stack}>
      <AutomationPanel />
      <SetupForm form={setup} />
      <NeedsAnswerQueue
        onAnswered={(question, answer) => setProfile((form) => withAnswer(form, question, answer))}
      />
      <ProfileEditor form={profile} setForm={setProfile} />
    </div>
  );
}
