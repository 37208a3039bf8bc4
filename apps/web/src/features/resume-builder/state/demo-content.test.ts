import { describe, expect, it } from 'vitest';
import { DEMO_RESUME, ResumeDataSchema } from '@applypilot/resume';
import { blankResume, demoResume } from './resume-storage';
import { demoContentIn } from './demo-content';

/** A resume as the builder stores it, from the fields a test names (the schema fills the rest). */
const resume = (data: Record<string, unknown>) => ResumeDataSchema.parse({ ...blankResume().data, ...data });

describe('demoContentIn', () => {
  it('finds the demo whole, and the demo under another name', () => {
    expect(demoContentIn(DEMO_RESUME)).toBe('priya.sharma@example.com');
    const renamed = structuredClone(demoResume().data);
    renamed.personal = [
      {
        ...renamed.personal[0]!,
        name: 'Ananya Rao',
        email: 'ananya@example.org',
        phone: '',
        linkedin: '',
        github: '',
      },
    ];
    // Her summary, word for word, is still hers.
    expect(demoContentIn(renamed)).toMatch(/^Software engineer with 4 years of experience/);
  });

  it('finds one sample bullet left among the user’s own entries, whatever its spacing and case', () => {
    const data = resume({
      personal: [{ id: 'p', name: 'Ananya Rao', email: 'ananya@example.org' }],
      experience: [
        {
          id: 'e',
          company: 'Veda Analytics',
          bullets: [
            '  led the migration of the checkout service to an  event-driven design, cutting p99 latency by 38% ',
          ],
        },
      ],
    });
    expect(demoContentIn(data)).toBe(
      'Led the migration of the checkout service to an event-driven design, cutting p99 latency by 38%',
    );
  });

  it('leaves a real resume alone, even one that shares the demo’s name, school, employer and skills', () => {
    const data = resume({
      personal: [{ id: 'p', name: 'Priya Sharma', email: 'priya.s@mail.example' }],
      education: [
        {
          id: 'ed',
          school: 'Indian Institute of Technology Bombay',
          degree: 'B.Tech. in Computer Science and Engineering',
        },
      ],
      experience: [
        {
          id: 'e',
          company: 'Flipkart',
          title: 'Software Engineer II',
          bullets: ['Built the returns service'],
        },
      ],
      skills: [{ id: 's', category: 'Languages', skills: ['TypeScript', 'Go'] }],
    });
    expect(demoContentIn(data)).toBeNull();
    expect(demoContentIn(blankResume().data)).toBeNull();
  });
});
