import type { PageJob } from '../shared/bootstrap';

export function ageText(hours: number): string {
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${Math.floor(hours)} hour${Math.floor(hours) === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days} day${days === 1 ? '' : 's'} ago`;
  if (days < 30) return `${Math.floor(days / 7)} week${Math.floor(days / 7) === 1 ? '' : 's'} ago`;
  return `${Math.floor(days / 30)} month${Math.floor(days / 30) === 1 ? '' : 's'} ago`;
}

export function workTypeLabel(job: PageJob): string {
  return job.workType === 'on-site' ? 'On-site' : job.workType === 'remote' ? 'Remote' : 'Hybrid';
}

export function levelLabel(job: PageJob): string {
  const labels: Record<PageJob['experienceLevel'], string> = {
    internship: 'Internship',
    'entry level': 'Entry level',
    associate: 'Associate',
    'mid-senior level': 'Mid-Senior level',
    director: 'Director',
    executive: 'Executive',
  };
  return labels[job.experienceLevel];
}

export function isApplied(job: PageJob): boolean {
  return job.apply === 'applied' || job.appliedNow;
}

export function appliedText(job: PageJob): string {
  if (job.appliedNow) return 'Applied now';
  const days = job.appliedDaysAgo;
  return `Applied ${days} day${days === 1 ? '' : 's'} ago`;
}

export function applicantsOf(job: PageJob): number {
  return job.applicants ?? (Number(job.id.slice(-3)) % 180) + 3;
}

const LOGO_COLOURS = ['#0a66c2', '#057642', '#b24020', '#5f3dc4', '#915907', '#c37d16', '#0e7c86', '#8f5849'];
export function logoColour(company: string): string {
  let n = 0;
  for (const ch of company) n = (n * 31 + ch.charCodeAt(0)) >>> 0;
  return LOGO_COLOURS[n % LOGO_COLOURS.length] ?? '#0a66c2';
}
