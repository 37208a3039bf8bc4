import { useState } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '../../../lib/public-config';
import { downloadSize } from '../lib/download-size';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  CheckIcon,
  DownloadIcon,
  LockIcon,
  ServerIcon,
  ShieldIcon,
  ZapIcon,
  ClockIcon,
} from '../components/icons';
import { PageTopBar } from '../components/page-top-bar';
import styles from './try-now-page.module.css';

const BENEFITS = [
  'Applies from your own computer and internet connection',
  'Your resume and LinkedIn login are kept on your machine, never on our servers',
  'Runs in the background while you do other things',
  'Starts with 5 free applications, no card needed',
];

/** The steps of the real download (decision 024): the zip holds the extension, the agent and its launchers. */
const SETUP_STEPS = [
  {
    title: 'Unzip the download',
    text: 'Extract ApplyPilot-agent.zip into a folder you will keep, for example Documents/ApplyPilot.',
  },
  {
    title: 'Load the extension in Chrome',
    text: 'Open chrome://extensions, turn on Developer mode, choose Load unpacked and pick the extension folder inside it.',
  },
  {
    title: 'Start the agent',
    text: 'Run the launcher for your system: start-agent.cmd on Windows, start-agent.command on macOS, start-agent.sh on Linux. It needs Node.js 20 or later and Chrome.',
  },
  {
    title: 'Pair the extension',
    text: 'The agent shows a 6-digit pairing code. Click the ApplyPilot extension icon and type the code into its popup.',
  },
  {
    title: 'Sign in to LinkedIn once',
    text: 'The agent opens its own Chrome window. Sign in to LinkedIn there once; it stays signed in.',
  },
  {
    title: 'Keep the agent running',
    text: 'Leave the agent window open while the assistant applies. Closing it stops the applications safely.',
  },
];

const LOCAL_REASONS = [
  {
    icon: <LockIcon size={18} />,
    title: 'Privacy',
    text: 'Your resume, LinkedIn login and answers are kept on your computer.',
  },
  {
    icon: <ShieldIcon size={18} />,
    title: 'Account safety',
    text: 'Applications go out from your own connection at a human pace, with a daily cap.',
  },
  {
    icon: <ZapIcon size={18} />,
    title: 'Fast applications',
    text: 'No queue on a shared server: it applies as soon as you start.',
  },
  {
    icon: <ClockIcon size={18} />,
    title: 'Background use',
    text: 'It keeps applying while you work, study or prepare for interviews.',
  },
];

/** The two-step try-now wizard (document 1, section 2); the agent is cross-platform (spec/README decisions). */
export function TryNowPage() {
  const [step, setStep] = useState<1 | 2>(1);
  const config = usePublicConfig();

  return (
    <main className={styles.page}>
      <PageTopBar homeLabel="Back to Home" maxWidth={1100} />
      <div className={styles.layout}>
        <section className={styles.wizard} aria-labelledby="try-title">
          <h1 id="try-title" className={styles.title}>
            Get started with ApplyPilot
          </h1>
          <ol className={styles.stepper} aria-label="Progress">
            <li
              className={step === 1 ? styles.current : styles.done}
              aria-current={step === 1 ? 'step' : undefined}
            >
              <span>{step === 1 ? 1 : <CheckIcon size={14} />}</span> Download
            </li>
            <li className={step === 2 ? styles.current : ''} aria-current={step === 2 ? 'step' : undefined}>
              <span>2</span> Setup &amp; Login
            </li>
          </ol>

          {step === 1 ? (
            <div className={styles.panel}>
              <h2 className={styles.panelTitle}>Step 1: Download the local agent</h2>
              <p className={styles.text}>
                The local agent is the part of ApplyPilot that fills in applications on your computer, with a
                Chrome extension that connects it to your dashboard. It works on Windows, macOS and Linux.
              </p>
              <div className={styles.download}>
                <span className={styles.downloadIcon}>
                  <ServerIcon size={24} />
                </span>
                <div className={styles.downloadText}>
                  <strong>ApplyPilot agent and extension (ApplyPilot-agent.zip)</strong>
                  <small>
                    {[
                      downloadSize(config.data?.downloadBytes),
                      'Windows, macOS, Linux',
                      'Requires Node.js 20+ and Chrome',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </small>
                </div>
                {config.data ? (
                  <a className={styles.primary} href={config.data.downloadUrl} download>
                    <DownloadIcon size={18} /> Download
                  </a>
                ) : (
                  <span className={styles.pending} role="status">
                    {config.isError ? 'Download unavailable, please refresh' : 'Preparing download…'}
                  </span>
                )}
              </div>
              <ul className={styles.benefits}>
                {BENEFITS.map((benefit) => (
                  <li key={benefit}>
                    <CheckIcon size={18} /> {benefit}
                  </li>
                ))}
              </ul>
              <div className={styles.actions}>
                <button type="button" className={styles.primary} onClick={() => setStep(2)}>
                  Continue <ArrowRightIcon size={18} />
                </button>
              </div>
            </div>
          ) : (
            <div className={styles.panel}>
              <h2 className={styles.panelTitle}>Step 2: Setup &amp; Login</h2>
              <ol className={styles.setup}>
                {SETUP_STEPS.map((item, index) => (
                  <li key={item.title}>
                    <span className={styles.setupNumber}>{index + 1}</span>
                    <div>
                      <strong>{item.title}</strong>
                      <p>{item.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
              <div className={styles.actions}>
                <button type="button" className={styles.secondary} onClick={() => setStep(1)}>
                  <ArrowLeftIcon size={18} /> Back
                </button>
                <Link to="/login" className={styles.primary}>
                  Continue to Login <ArrowRightIcon size={18} />
                </Link>
              </div>
            </div>
          )}
        </section>

        <aside className={styles.side} aria-labelledby="why-local">
          <h2 id="why-local" className={styles.sideTitle}>
            Why a local server?
          </h2>
          <ul className={styles.reasons}>
            {LOCAL_REASONS.map((reason) => (
              <li key={reason.title}>
                <span className={styles.reasonIcon}>{reason.icon}</span>
                <div>
                  <strong>{reason.title}</strong>
                  <p>{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </main>
  );
}
