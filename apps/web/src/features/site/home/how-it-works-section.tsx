import ui from '../components/site-ui.module.css';
import { ChartIcon, SlidersIcon, UserIcon } from '../components/icons';
import { DemoPlayer } from './demo-player';
import styles from './how-it-works.module.css';

const STEPS = [
  {
    icon: <UserIcon size={22} />,
    title: 'Set up your profile',
    text: 'Upload your resume PDF and tell ApplyPilot what you are looking for: job title, location, experience, work type.',
  },
  {
    icon: <SlidersIcon size={22} />,
    title: 'Customise your applications',
    text: 'Add your CTC, notice period and answers to common questions. Switch on AI resume and cover-letter tailoring for the jobs that matter.',
  },
  {
    icon: <ChartIcon size={22} />,
    title: 'Track your progress',
    text: 'Follow every application, your daily pace and your credits in the dashboard, live while the assistant runs.',
  },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" className={`${ui.section} ${ui.alt}`} aria-labelledby="how-title">
      <div className={ui.container}>
        <div className={ui.head}>
          <span className={ui.eyebrow}>How it works</span>
          <h2 id="how-title" className={ui.title}>
            Three steps to a job search that runs itself
          </h2>
          <p className={ui.lead}>
            Ten minutes of setup, then ApplyPilot applies while you focus on interviews.
          </p>
        </div>
        <div className={styles.layout}>
          <ol className={styles.steps}>
            {STEPS.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.number}>{index + 1}</span>
                <div>
                  <h3 className={styles.stepTitle}>
                    <span className={styles.stepIcon}>{step.icon}</span>
                    {step.title}
                  </h3>
                  <p className={styles.stepText}>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <DemoPlayer />
        </div>
      </div>
    </section>
  );
}
