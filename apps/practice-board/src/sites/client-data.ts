import type { SiteEnding, SiteTraps } from '../catalogue/company-site-schema';
import type { FormField } from './form-model';

/** What a site page hands its script in #board-site-data (shared by the server and src/sites/client). */
export interface SitePageData {
  /** The catalogue job the posting belongs to: the board's own reference for its activity log. */
  jobRef: string;
  site: 'greenhouse' | 'greenhouse-legacy' | 'lever' | 'ashby';
  company: string;
  title: string;
  fields: FormField[];
  traps: SiteTraps;
  ending: SiteEnding;
  /** Where the page posts its application (Greenhouse JSON, Ashby GraphQL; Lever and legacy post the form). */
  submitUrl: string;
  /** Greenhouse: the storage host's URL and the storage form the page asks for after load. */
  storageUrl?: string;
  storageFormUrl?: string;
  /** Lever: where the chosen resume is sent to be read (POST /parseResume). */
  parseUrl?: string;
  /** Where the board's own instrumentation reports (not part of any real site). */
  activityUrl: string;
  /** Ashby: the posting and organization the page asks the GraphQL for. */
  ashby?: { org: string; postingId: string; graphqlUrl: string };
}

/** What the parser trap writes 2 s after an upload: what a resume reader makes of the reference resume. */
export const PARSED = {
  firstName: 'AARAV',
  fullName: 'AARAV K SHARMA',
  phone: '+91 98765 43210',
  cityText: 'Bangalore',
  cityPick: 'Bangalore Rural, Karnataka, India',
};

/** The board's own report from a page (POST activityUrl): kept apart from every site's protocol. */
export interface ActivityReport {
  jobRef: string;
  kind: 'typed' | 'autofill' | 'captcha-scripted' | 'captcha-solved';
  detail?: string;
}
