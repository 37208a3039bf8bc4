import { useEffect, useState } from 'react';
import { PlayIcon } from '../components/icons';
import styles from './demo-player.module.css';

const SCENES = [
  {
    caption: '1. Upload your resume and choose your search',
    lines: ['resume.pdf uploaded', 'Frontend Engineer · Bengaluru', 'Remote or hybrid · Past week'],
  },
  {
    caption: '2. ApplyPilot fills in each Easy Apply form',
    lines: ['Contact info ✓', 'Experience: 4 years ✓', 'Notice period: 1 month ✓'],
  },
  {
    caption: '3. Every application lands in your dashboard',
    lines: ['Nimbus Labs — Applied', 'Orbit Pay — Applied', 'Kite Systems — Applied'],
  },
];
const SCENE_MS = 3200;

/**
 * Click-to-play walkthrough. The original site embedded a third-party video player; we run offline and load no
 * external script, so the "video" is a short animated walkthrough drawn by the page itself.
 */
export function DemoPlayer() {
  const [scene, setScene] = useState<number | null>(null);
  const finished = scene !== null && scene >= SCENES.length;

  useEffect(() => {
    if (scene === null || scene >= SCENES.length) return;
    const timer = window.setTimeout(() => setScene(scene + 1), SCENE_MS);
    return () => window.clearTimeout(timer);
  }, [scene]);

  if (scene === null) {
    return (
      <div className={styles.frame}>
        <button
          type="button"
          className={styles.poster}
          // No aria-label: the visible words are the button's name, so voice control ("click See ApplyPilot…")
          // finds it.
          onClick={() => setScene(0)}
        >
          <span className={styles.posterTitle}>See ApplyPilot apply in 10 seconds</span>
          <span className={styles.play}>
            <PlayIcon size={30} />
          </span>
          <span className={styles.posterHint}>Walkthrough · no sound</span>
        </button>
      </div>
    );
  }

  const current = SCENES[Math.min(scene, SCENES.length - 1)]!;
  return (
    <div className={styles.frame}>
      <div className={styles.stage} role="region" aria-label="ApplyPilot walkthrough" aria-live="polite">
        {finished ? (
          <div className={styles.end}>
            <p className={styles.endTitle}>That is all it takes.</p>
            <button type="button" className={styles.replay} onClick={() => setScene(0)}>
              Replay
            </button>
          </div>
        ) : (
          <div key={scene} className={styles.scene}>
            <p className={styles.caption}>{current.caption}</p>
            <ul className={styles.lines}>
              {current.lines.map((line, index) => (
                <li key={line} style={{ animationDelay: `${0.3 + index * 0.6}s` }}>
                  {line}
                </li>
              ))}
            </ul>
            <div className={styles.progress}>
              <span style={{ animationDuration: `${SCENE_MS}ms` }} />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
