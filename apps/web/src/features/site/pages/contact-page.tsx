import { MESSAGES, PHONE_HOURS, SUPPORT_EMAIL, SUPPORT_RESPONSE_HOURS } from '@applypilot/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AlertModal } from '../../../components';
import { ArrowRightIcon, ClockIcon, HelpIcon, MailIcon, PhoneIcon, DownloadIcon } from '../components/icons';
import ui from '../components/site-ui.module.css';
import {
  EMPTY_CONTACT_FORM,
  gmailComposeUrl,
  isContactFormComplete,
  type ContactForm,
} from '../lib/contact-mail';
import { telHref, useSiteConfig } from '../lib/site-config';
import styles from './contact-page.module.css';

const FIELDS: {
  name: keyof ContactForm;
  label: string;
  type: 'text' | 'email' | 'textarea';
  placeholder: string;
}[] = [
  { name: 'name', label: 'Your name', type: 'text', placeholder: 'Asha Rao' },
  { name: 'email', label: 'Your email', type: 'email', placeholder: 'you@example.com' },
  { name: 'subject', label: 'Subject', type: 'text', placeholder: 'Question about credits' },
  { name: 'message', label: 'Message', type: 'textarea', placeholder: 'How can we help?' },
];

/** "Get In Touch": contact details and a form that opens Gmail's compose window (sections 2, 4, 5). */
export function ContactPage() {
  const formId = useId();
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [alert, setAlert] = useState<string | null>(null);
  // The phone line only when the operator configured a real number (decision 043).
  const { supportPhone, loaded } = useSiteConfig();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isContactFormComplete(form)) {
      setAlert(MESSAGES.fillAllFields);
      return;
    }
    // Nothing is sent to our server: the visitor's own mail account sends the message.
    window.open(gmailComposeUrl(form), '_blank', 'noopener,noreferrer');
  };

  return (
    <section className={`${ui.section} ${styles.page}`} aria-labelledby="contact-title">
      <div className={ui.container}>
        <div className={ui.head}>
          <span className={ui.eyebrow}>Contact</span>
          <h1 id="contact-title" className={ui.title}>
            Get In Touch
          </h1>
          <p className={ui.lead}>Questions about credits, setup or your account? We answer every message.</p>
        </div>
        <div className={styles.layout}>
          <aside
            className={styles.details}
            aria-label="Contact details"
            data-config={loaded ? 'loaded' : 'pending'}
          >
            <div className={styles.item}>
              <span className={styles.icon}>
                <MailIcon size={20} />
              </span>
              <div>
                <h2 className={styles.itemTitle}>Email us</h2>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
                <p className={styles.note}>We reply within {SUPPORT_RESPONSE_HOURS} business hours.</p>
              </div>
            </div>
            {supportPhone ? (
              <div className={styles.item}>
                <span className={styles.icon}>
                  <PhoneIcon size={20} />
                </span>
                <div>
                  <h2 className={styles.itemTitle}>Call us</h2>
                  <a href={telHref(supportPhone)}>{supportPhone}</a>
                  <p className={styles.note}>
                    <ClockIcon size={14} /> {PHONE_HOURS}
                  </p>
                </div>
              </div>
            ) : null}
            <div className={styles.quick}>
              <h2 className={styles.itemTitle}>Looking for a quick start?</h2>
              <Link to="/#how-it-works" className={styles.quickLink}>
                <HelpIcon size={18} /> See how it works <ArrowRightIcon size={16} />
              </Link>
              <Link to="/try-now" className={styles.quickLink}>
                <DownloadIcon size={18} /> Try it now <ArrowRightIcon size={16} />
              </Link>
            </div>
          </aside>
          <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${formId}-title`}>
            <h2 id={`${formId}-title`} className={styles.formTitle}>
              Send us a message
            </h2>
            {FIELDS.map((field) => {
              const id = `${formId}-${field.name}`;
              const common = {
                id,
                name: field.name,
                required: true,
                placeholder: field.placeholder,
                className: `ap-input ${styles.input}`,
                value: form[field.name],
                onChange: (event: { target: { value: string } }) =>
                  setForm((current) => ({ ...current, [field.name]: event.target.value })),
              };
              return (
                <div key={field.name} className={styles.field}>
                  <label htmlFor={id}>{field.label}</label>
                  {field.type === 'textarea' ? (
                    <textarea rows={6} {...common} />
                  ) : (
                    <input type={field.type} {...common} />
                  )}
                </div>
              );
            })}
            <button type="submit" className={styles.submit}>
              Send Message
            </button>
            <p className={styles.hint}>This opens a new Gmail message addressed to our support team.</p>
          </form>
        </div>
      </div>
      <AlertModal open={alert !== null} message={alert ?? ''} onConfirm={() => setAlert(null)} />
    </section>
  );
}
