/**
 * The support mail for a page ApplyPilot did not understand (issue 27, decision 055): the page's redacted copy saved
 * as a download, and a mail prepared in the user's own mail program that names the job and the file to attach.
 * Nothing is sent by ApplyPilot: the user attaches the file and presses Send, or does not.
 */

export interface SupportMailJob {
  jobId: string;
  title: string;
  company: string;
  /** The job's page, when known. */
  jobUrl?: string | null;
  /** The company site's page, when the job went to one (issue 30). */
  siteUrl?: string | null;
}

/** "applypilot-page-4100000001.html": the job's id when it is one, else "job". */
export function captureFileName(jobId: string): string {
  return `applypilot-page-${/^\d{1,20}$/.test(jobId) ? jobId : 'job'}.html`;
}

/** The job as a person names it: "Data Engineer at Acme". */
function jobName(job: SupportMailJob): string {
  const title = job.title.trim() || 'A job';
  const company = job.company.trim();
  return company ? `${title} at ${company}` : title;
}

/** The mail's subject and body, in words the user can read before sending. */
export function supportMailText(job: SupportMailJob, fileName: string): { subject: string; body: string } {
  const links = [
    ...(job.jobUrl ? [`Job page: ${job.jobUrl}`] : []),
    ...(job.siteUrl ? [`Company site: ${job.siteUrl}`] : []),
  ];
  return {
    subject: `ApplyPilot did not understand a page: ${jobName(job)}`,
    body: [
      'Hello ApplyPilot support,',
      '',
      `ApplyPilot stopped at a page it does not understand yet while applying to ${jobName(job)} (job ${job.jobId}).`,
      ...links,
      '',
      `I attach ${fileName}, which my dashboard saved in my downloads: ApplyPilot's copy of that page, with my name, contact details and answers taken out.`,
      '',
      'Thank you.',
    ].join('\n'),
  };
}

/** A mailto: link to `to` with the subject and body (percent-encoded, line breaks as CRLF as RFC 6068 asks). */
export function supportMailHref(to: string, job: SupportMailJob, fileName: string): string {
  const { subject, body } = supportMailText(job, fileName);
  // Every character but the unreserved ones is percent-encoded, so the link reads the same to every URL parser.
  const encode = (text: string) =>
    encodeURIComponent(text.replace(/\r?\n/g, '\r\n')).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?subject=${encode(subject)}&body=${encode(body)}`;
}

/** The download's Blob URL lives this long: the browser has long started the download by then. */
export const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/** Clicks a link that is in the document (some browsers ignore clicks on detached links), then takes it away. */
function follow(href: string, download?: string): void {
  const link = document.createElement('a');
  link.href = href;
  if (download) link.download = download;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves the page's copy as a download under `fileName`. */
export function saveHtmlFile(html: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  follow(url, fileName);
  window.setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

/** Opens the prepared mail in the user's mail program (nothing is sent until they send it). */
export function openMail(href: string): void {
  follow(href);
}
