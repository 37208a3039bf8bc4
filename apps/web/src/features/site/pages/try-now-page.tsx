import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { DownloadPlatform } from '@applypilot/contracts';
import { useDownloads } from '../../../lib/downloads';
import { usePublicConfig } from '../../../lib/public-config';
import { downloadSize } from '../lib/download-size';
import { platformArchitecture, userPlatform } from '../lib/user-platform';
import developerModePicture from './install-pictures/developer-mode.png';
import extensionLoadedPicture from './install-pictures/extension-loaded.png';
import openAnywayPicture from './install-pictures/open-anyway.svg';
import pairingPopupPicture from './install-pictures/pairing-popup.png';
import { DownloadChoice, offersFallback } from './try-now-downloads';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  CheckIcon,
  LockIcon,
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

const LAUNCHER: Record<DownloadPlatform, string> = {
  'windows-x64': 'start-agent.cmd',
  'macos-arm64': 'start-agent.command',
  'macos-x64': 'start-agent.command',
  'linux-x64': 'start-agent.sh (choose "Run in Terminal" if asked)',
};

interface SetupStep {
  title: string;
  text: string;
  /** Numbered sub-steps under the text. */
  steps?: string[];
  pictures?: { src: string; alt: string; caption: string }[];
}

/**
 * The launcher is not signed yet, so macOS asks the first time. macOS 15 removed Control-click → Open for unsigned
 * files; "Open Anyway" in System Settings works on every version since 13 (decision 051). The picture is our own
 * drawing of that section of the settings, not Apple's screenshot.
 */
const MAC_FIRST_OPEN: Pick<SetupStep, 'steps' | 'pictures'> = {
  steps: [
    'The first time, macOS says it could not verify start-agent.command (it is not signed with an Apple certificate yet). Click Done.',
    'Open System Settings, choose Privacy & Security and scroll down to Security.',
    'Beside “start-agent.command” was blocked, click Open Anyway, confirm with your password or Touch ID, then click Open Anyway once more.',
    'From then on a double-click starts it. (On macOS 14 or earlier, Control-click it and choose Open also works.)',
  ],
  pictures: [
    {
      src: openAnywayPicture,
      alt: 'Drawing of System Settings, Privacy & Security: under Security, “start-agent.command” was blocked to protect your Mac, with the Open Anyway button ringed',
      caption: 'System Settings › Privacy & Security › Security (illustration)',
    },
  ],
};

/**
 * The steps of the real download (decision 041): it holds the runtime, the agent, the launcher and the extension, so
 * nothing but Chrome needs installing. The extension's unpacked install is shown with pictures (screenshots of
 * Chromium's own pages) until the extension is in the Chrome Web Store; then `extensionUrl` points there instead.
 */
function setupSteps(platform: DownloadPlatform, storeUrl: string | null, nodeZip: boolean): SetupStep[] {
  const extension: SetupStep = storeUrl
    ? {
        title: 'Add the extension to Chrome',
        text: 'Open the ApplyPilot extension in the Chrome Web Store (link below) and press Add to Chrome.',
      }
    : {
        title: 'Load the extension in Chrome',
        text: 'Open chrome://extensions, turn on Developer mode at the top right and press Load unpacked. Choose the extension folder inside ApplyPilot-agent. ApplyPilot then appears in the list.',
        pictures: [
          {
            src: developerModePicture,
            alt: 'Chrome’s extensions page with Developer mode switched on and the Load unpacked button',
            caption: 'Developer mode on, then Load unpacked',
          },
          {
            src: extensionLoadedPicture,
            alt: 'The ApplyPilot extension listed on Chrome’s extensions page',
            caption: 'ApplyPilot in the list of extensions',
          },
        ],
      };
  return [
    {
      title: 'Unzip the download',
      text: nodeZip
        ? 'Extract the zip into a folder you will keep, for example Documents. This zip runs on Node.js 20 or newer: install it from nodejs.org first if your computer does not have it.'
        : 'Extract the zip into a folder you will keep, for example Documents. Nothing else needs installing: the download holds everything ApplyPilot runs on.',
    },
    {
      title: 'Start ApplyPilot',
      text: `Double-click ${LAUNCHER[platform]} in the ApplyPilot-agent folder. Its window shows a 6-digit pairing code, and a desktop shortcut appears for next time. If Chrome is missing, the window says where to get it.`,
      ...(platform.startsWith('macos-') && !nodeZip ? MAC_FIRST_OPEN : {}),
    },
    extension,
    {
      title: 'Pair the extension',
      text: 'Click the ApplyPilot icon in Chrome’s toolbar, type the code from the agent’s window and press Pair. The window then says it is paired.',
      pictures: [
        {
          src: pairingPopupPicture,
          alt: 'The ApplyPilot extension’s popup with the pairing code field and the Pair button',
          caption: 'The extension’s popup',
        },
      ],
    },
    {
      title: 'Start, then sign in to LinkedIn once',
      text: 'Press Start Automation on your dashboard. At the first Start the agent opens its own Chrome window (not before). If LinkedIn asks you to sign in there, sign in once; it stays signed in.',
    },
    {
      title: 'Keep the agent running',
      text: 'Leave the agent’s window open while the assistant applies; it says what happens to each job. Closing it stops the applications safely.',
    },
  ];
}

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
  // "Get Extension" may link here with #install-extension: the install steps with pictures.
  const [step, setStep] = useState<1 | 2>(() =>
    typeof location !== 'undefined' && location.hash === '#install-extension' ? 2 : 1,
  );
  const config = usePublicConfig();
  const [platform, setPlatform] = useState(() => userPlatform());
  // Chrome tells an Intel Mac apart (the architecture client hint); other browsers keep the first guess.
  useEffect(() => {
    let current = true;
    void platformArchitecture(platform).then((refined) => {
      if (current && refined !== platform) setPlatform(refined);
    });
    return () => {
      current = false;
    };
  }, [platform]);
  const downloads = useDownloads(platform);
  const nodeZip = offersFallback(downloads.data, platform, config.data !== undefined);
  const extensionUrl = config.data?.extensionUrl ?? '/try-now';
  const storeUrl = /^https?:\/\//.test(extensionUrl) ? extensionUrl : null;

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
                Chrome extension that connects it to your dashboard.{' '}
                {nodeZip
                  ? 'This server offers one zip holding both, which runs on Node.js 20 or newer: your computer needs Node.js and Google Chrome.'
                  : 'One download holds both and everything they run on: you only need Google Chrome.'}
              </p>
              <DownloadChoice
                platform={platform}
                downloads={downloads.data}
                failed={downloads.isError}
                fallback={
                  config.data
                    ? { url: config.data.downloadUrl, size: downloadSize(config.data.downloadBytes) }
                    : null
                }
              />
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
            <div className={styles.panel} id="install-extension">
              <h2 className={styles.panelTitle}>Step 2: Setup &amp; Login</h2>
              <ol className={styles.setup}>
                {setupSteps(platform, storeUrl, nodeZip).map((item, index) => (
                  <li key={item.title}>
                    <span className={styles.setupNumber}>{index + 1}</span>
                    <div>
                      <strong>{item.title}</strong>
                      <p>{item.text}</p>
                      {item.steps ? (
                        <ol className={styles.subSteps}>
                          {item.steps.map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ol>
                      ) : null}
                      {storeUrl && item.title === 'Add the extension to Chrome' ? (
                        <a href={storeUrl} target="_blank" rel="noopener noreferrer">
                          ApplyPilot in the Chrome Web Store
                        </a>
                      ) : null}
                      {item.pictures?.map((picture) => (
                        <figure key={picture.src} className={styles.picture}>
                          <img src={picture.src} alt={picture.alt} loading="lazy" />
                          <figcaption>{picture.caption}</figcaption>
                        </figure>
                      ))}
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
