import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CATALOGUE_DIR, CatalogueError, DEFAULT_CATALOGUE, loadCatalogue, parseCatalogue } from './load';
import { QUESTION_KINDS, STEP_KINDS } from './schema';
import { AutomationProfileSchema, JobSearchSettingsSchema } from '@applypilot/contracts';
import { validate } from '../client/validation';

describe('catalogue validation', () => {
  it('names the path of every problem', () => {
    const bad = {
      jobs: [
        {
          id: 'x1',
          title: 'T',
          company: 'C',
          location: 'L',
          workType: 'office',
          experienceLevel: 'mid-senior level',
          postedHoursAgo: 1,
          apply: 'easy',
          description: 'd',
          steps: [{ kind: 'questions', questions: [{ id: 'q', kind: 'radio', label: 'Q', required: true }] }],
        },
      ],
    };
    expect(() => parseCatalogue(bad, 'bad.json')).toThrow(CatalogueError);
    try {
      parseCatalogue(bad, 'bad.json');
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('bad.json is not a valid catalogue:');
      expect(message).toContain('jobs[0].id: job id must be a numeric string');
      expect(message).toContain('jobs[0].workType: ');
      expect(message).toContain(
        'jobs[0].steps[0].questions[0].options: select, radio, checkbox and typeahead questions need options',
      );
    }
  });

  it('reports unreadable and non-JSON files', async () => {
    await expect(loadCatalogue('/nonexistent/catalogue.json')).rejects.toThrow(
      'Cannot read the catalogue /nonexistent/catalogue.json',
    );
    await expect(loadCatalogue(path.join(CATALOGUE_DIR, '../README.md'))).rejects.toThrow(
      'is not valid JSON',
    );
  });
});

describe('shipped catalogues', () => {
  it('the default catalogue has 30+ jobs covering every step kind, question kind, dialog and outcome', async () => {
    const catalogue = await loadCatalogue(DEFAULT_CATALOGUE);
    expect(catalogue.jobs.length).toBeGreaterThanOrEqual(30);
    const steps = new Set(catalogue.jobs.flatMap((j) => j.steps.map((s) => s.kind)));
    // Work experience came with the 2026 captures; it lives in linkedin-2026.json so that the engine's suite over
    // default.json keeps meeting what it was written against (decision 052).
    expect([...steps].sort()).toEqual(STEP_KINDS.filter((k) => k !== 'experience').sort());
    const kinds = new Set(
      catalogue.jobs.flatMap((j) => j.steps.flatMap((s) => s.questions.map((q) => q.kind))),
    );
    expect([...kinds].sort()).toEqual([...QUESTION_KINDS].sort());
    const events = new Set(
      catalogue.jobs.flatMap((j) =>
        Object.entries(j.events)
          .filter(([, v]) => v)
          .map(([k, v]) => (k === 'discardOrder' ? `${k}:${String(v)}` : k)),
      ),
    );
    for (const e of [
      'safetyReminder',
      'throttle',
      'premiumUpsell',
      'silentRefusal',
      'discardOrder:save-first',
      'discardOrder:discard-first',
      'rerenderCards',
    ])
      expect(events).toContain(e);
    const outcomes = new Set(catalogue.jobs.map((j) => j.expect?.outcome));
    for (const o of [
      'applied',
      'needs-answer',
      'skipped-already-applied',
      'skipped-external',
      'skipped-filtered',
    ])
      expect(outcomes).toContain(o);
  });

  it('the 2026 catalogue has every step kind and every question kind in one application', async () => {
    const catalogue = await loadCatalogue(path.join(CATALOGUE_DIR, 'linkedin-2026.json'));
    const [first] = catalogue.jobs;
    expect(first?.steps.map((s) => s.kind).sort()).toEqual([...STEP_KINDS].sort());
    const kinds = new Set(first?.steps.flatMap((s) => s.questions.map((q) => q.kind)));
    expect([...kinds].sort()).toEqual([...QUESTION_KINDS].sort());
  });

  it('every expectation names real fields and questions', async () => {
    for (const name of ['default', 'daily-limit', 'throttle', 'security-check', 'linkedin-2026']) {
      const catalogue = await loadCatalogue(path.join(CATALOGUE_DIR, `${name}.json`));
      for (const job of catalogue.jobs) {
        const questions = job.steps.flatMap((s) => s.questions);
        const positions = Math.max(1, catalogue.member.positions.length);
        const builtIn = job.steps.flatMap((s) =>
          s.kind === 'contact'
            ? ['email', 'phoneCountryCode', 'phoneNumber']
            : s.kind === 'address'
              ? ['city']
              : s.kind === 'experience'
                ? Array.from({ length: positions }, (_, i) => [
                    `experience-${i}-title`,
                    `experience-${i}-company`,
                  ]).flat()
                : [],
        );
        if (job.expect?.outcome === 'applied') {
          expect(Object.keys(job.expect.answers ?? {}).sort(), `${name} ${job.id}`).toEqual(
            [...builtIn, ...questions.map((q) => q.id)].sort(),
          );
          for (const q of questions) {
            const value = job.expect.answers?.[q.id];
            if (q.options && value && value !== '')
              for (const v of Array.isArray(value) ? value : [value])
                expect(q.options, `${job.id} ${q.id}`).toContain(v);
            // The board itself must accept the expected answer.
            expect(validate(q, value ?? ''), `${name} ${job.id} ${q.id}`).toEqual({ ok: true });
          }
        }
        if (job.expect?.outcome === 'needs-answer') {
          const q = questions.find((x) => x.label === job.expect?.question);
          expect(q?.required, `${name} ${job.id}`).toBe(true);
        }
      }
    }
  });

  it('the reference profile and search follow the contracts', async () => {
    const profile = JSON.parse(await readFile(path.join(CATALOGUE_DIR, 'reference-profile.json'), 'utf8'));
    expect(AutomationProfileSchema.safeParse(profile).success).toBe(true);
    const search = JSON.parse(await readFile(path.join(CATALOGUE_DIR, 'reference-search.json'), 'utf8'));
    expect(JobSearchSettingsSchema.safeParse(search).success).toBe(true);
  });
});
