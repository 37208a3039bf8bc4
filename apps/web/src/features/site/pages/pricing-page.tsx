import { CREDIT_COST_TEXT, FREE_TRIAL_CREDITS } from '@applypilot/contracts';
import { Link } from 'react-router';
import { PlanGrid } from '../components/plan-grid';
import ui from '../components/site-ui.module.css';
import styles from './pricing-page.module.css';

const FAQ = [
  {
    q: 'What is a credit?',
    a: `${CREDIT_COST_TEXT.perApplication} One credit is one confirmed application, whatever the site: LinkedIn Easy Apply, or the employer’s own site on Greenhouse, Lever or Ashby when you switch company sites on. ${CREDIT_COST_TEXT.givenBack} ${CREDIT_COST_TEXT.queued} AI answers to screening questions are free.`,
  },
  {
    q: 'What if a company site does not confirm an application?',
    a: 'Then no credit is taken. Your history lists it as “Submitted, not confirmed”: press It arrived when you see it did (1 credit) or It did not arrive (nothing is charged). Jobs the assistant skips, and pages it does not understand, cost nothing.',
  },
  {
    q: 'Is this a subscription?',
    a: 'No. Each pack is a one-time payment in Indian rupees. Buy another pack whenever you need more credits.',
  },
  {
    q: 'Can I try it first?',
    a: `Yes. Every new account starts with ${FREE_TRIAL_CREDITS} free applications, no payment needed.`,
  },
];

export function PricingPage() {
  return (
    <>
      <section className={`${ui.section} ${styles.top}`} aria-labelledby="pricing-page-title">
        <div className={ui.container}>
          <div className={ui.head}>
            <span className={ui.eyebrow}>Pricing</span>
            <h1 id="pricing-page-title" className={ui.title}>
              Choose Your Application Credit Pack
            </h1>
            <p className={ui.lead}>
              Simple, one-time credit packs. Every pack includes Easy Apply automation and local, secure
              operation.
            </p>
          </div>
          {/* The plan names are h3s; this keeps the outline h1 > h2 > h3 for screen readers. */}
          <h2 className="ap-visually-hidden">Credit packs</h2>
          <PlanGrid />
        </div>
      </section>
      <section className={`${ui.section} ${ui.alt}`} aria-labelledby="pricing-faq-title">
        <div className={ui.narrow}>
          <h2 id="pricing-faq-title" className={styles.faqTitle}>
            Questions about credits
          </h2>
          <dl className={styles.faq}>
            {FAQ.map((item) => (
              <div key={item.q}>
                <dt>{item.q}</dt>
                <dd>{item.a}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.more}>
            More answers in the <Link to="/help">help centre</Link>, or <Link to="/contact">contact us</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
