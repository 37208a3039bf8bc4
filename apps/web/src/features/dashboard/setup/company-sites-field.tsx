import styles from './setup.module.css';

/** The switch's words and its account of what leaves the computer (exact texts: the tests read them). */
export const COMPANY_SITES_TEXT = {
  label: 'Also apply on company sites (Greenhouse, Lever, Ashby)',
  what: 'Off until you turn it on. When it is on, the search also takes jobs whose Apply button leads to the employer’s own site, and ApplyPilot fills that form when the site runs on Greenhouse, Lever or Ashby. Other company sites are skipped and listed in your history. One credit per confirmed application, as with Easy Apply.',
  leaves:
    'What leaves your computer, and to whom: your resume and your answers go to the employer through that site’s company (Greenhouse, Lever or Ashby), not through LinkedIn. These sites receive your resume the moment it is attached, before anything is submitted, and Ashby saves each answer as it is typed, so a form ApplyPilot stops on may already hold them.',
} as const;

/**
 * "Also apply on company sites" (issue 30, decision 055): saved with the job search settings (`companySites`, off by
 * default) and sent in the START_AUTOMATION payload; with it on the search is no longer limited to Easy Apply.
 */
export function CompanySitesField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <fieldset className={styles.fit} aria-labelledby="company-sites-title">
      <legend id="company-sites-title">Company sites</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={checked}
          aria-describedby="company-sites-what company-sites-leaves"
          onChange={(event) => onChange(event.target.checked)}
        />
        {COMPANY_SITES_TEXT.label}
      </label>
      <p id="company-sites-what" className={styles.sitesNote} data-testid="company-sites-what">
        {COMPANY_SITES_TEXT.what}
      </p>
      <p id="company-sites-leaves" className={styles.sitesNote} data-testid="company-sites-leaves">
        {COMPANY_SITES_TEXT.leaves}
      </p>
    </fieldset>
  );
}
