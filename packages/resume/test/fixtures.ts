import { DEMO_RESUME, ResumeDataSchema, type ResumeData } from '../src/index';

/** A resume long enough for two pages: the demo plus more jobs with long, wrapping bullets. */
export function twoPageResume(): ResumeData {
  const jobs = Array.from({ length: 6 }, (_, n) => ({
    id: `experience-${n}`,
    company: `Company Number ${n + 1}`,
    title: `Senior Engineer ${n + 1}`,
    duration: `Jan ${2010 + n} - Dec ${2010 + n}`,
    location: 'Pune, India',
    description: `Worked on the platform team number ${n + 1}, owning services that handle search, billing and notifications for enterprise customers across three regions.`,
    bullets: [
      `Delivered project alpha ${n + 1} which reduced the time to onboard a new enterprise customer from two weeks to three days`,
      `Rewrote the reporting pipeline ${n + 1}, making nightly batch jobs four times faster and saving compute costs`,
      '',
      `Introduced contract testing ${n + 1} between twelve services so that releases no longer broke downstream consumers`,
    ],
    tags: 'Java, Spring, Kafka',
  }));
  return ResumeDataSchema.parse({ ...DEMO_RESUME, experience: [...DEMO_RESUME.experience, ...jobs] });
}

/** Every printed field of a resume, in the order a reader meets them (header contacts classified). */
export function expectedFields(data: ResumeData, order: string[]): string[] {
  const out: string[] = [];
  const list = (value: string[] | string) =>
    (typeof value === 'string' ? value.split(',') : value).map((s) => s.trim()).filter(Boolean);
  for (const key of order) {
    for (const entry of data[key] ?? []) {
      if ('name' in entry) out.push(entry.name, entry.email, entry.phone, entry.linkedin, entry.github);
      else if ('summaryText' in entry) out.push(entry.summaryText);
      else if ('school' in entry)
        out.push(
          entry.school,
          entry.duration,
          entry.degree,
          entry.location,
          `${entry.scoreType}: ${entry.gpa}`,
        );
      else if ('category' in entry) out.push(`${entry.category}:`, list(entry.skills).join(', '));
      else {
        const title =
          'company' in entry ? entry.company : 'organization' in entry ? entry.organization : entry.title;
        const subtitle = 'subtitle' in entry ? entry.subtitle : entry.title;
        out.push(title, entry.duration, subtitle, entry.location, entry.description);
        out.push(...entry.bullets.filter((b) => b.trim() !== '').map((b) => `${'•'} ${b}`));
        if (list(entry.tags).length > 0) out.push(`Technologies: ${list(entry.tags).join(', ')}`);
      }
    }
  }
  return out.filter((value) => value.trim() !== '').map((v) => v.replace(/^https?:\/\//, ''));
}
