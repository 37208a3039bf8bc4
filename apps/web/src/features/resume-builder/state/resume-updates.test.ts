import { describe, expect, it } from 'vitest';
import { DEMO_ORDER, DEMO_RESUME } from '@applypilot/resume';
import { blankResume } from './resume-storage';
import {
  addEntry,
  addSection,
  isResumeEmpty,
  moveEntry,
  moveSection,
  newEntry,
  removeEntry,
  removeSection,
  updateEntry,
} from './resume-updates';

describe('resume edits', () => {
  it('moves a section to the place of another', () => {
    expect(moveSection(DEMO_ORDER, 'skills', 'summary')).toEqual([
      'personal',
      'skills',
      'summary',
      'education',
      'experience',
      'projects',
      'leadership',
    ]);
    expect(moveSection(DEMO_ORDER, 'skills', 'nowhere')).toBe(DEMO_ORDER);
  });

  it('moves, updates and removes entries without touching the original', () => {
    const [first, second] = DEMO_RESUME.experience;
    const moved = moveEntry(DEMO_RESUME, 'experience', first!.id, second!.id);
    expect(moved.experience.map((e) => e.id)).toEqual([second!.id, first!.id]);
    expect(DEMO_RESUME.experience[0]?.id).toBe(first!.id);

    const updated = updateEntry(moved, 'experience', first!.id, { company: 'Zeta' });
    expect(updated.experience[1]).toMatchObject({ company: 'Zeta' });
    expect(removeEntry(updated, 'experience', first!.id).experience).toHaveLength(1);
  });

  it('gives new entries distinct ids made of the section name and a timestamp', () => {
    const a = newEntry('projects');
    const b = newEntry('projects');
    expect(a.id).toMatch(/^projects-\d{13,}$/);
    expect(b.id).not.toBe(a.id);
    const data = addEntry(addEntry(blankResume().data, 'projects', a), 'projects', b);
    expect(data.projects.map((e) => e.id)).toEqual([a.id, b.id]);
  });

  it('adds a custom section at the end of the order with one blank entry, and removes it', () => {
    const { data, order } = blankResume();
    const added = addSection(data, order, 'certifications');
    expect(added.order.at(-1)).toBe('certifications');
    expect(added.data.certifications).toHaveLength(1);
    const removed = removeSection(added.data, added.order, 'certifications');
    expect('certifications' in removed.data).toBe(false);
    expect(removed.order).toEqual(order);
  });

  it('calls a resume empty only when no field holds text', () => {
    const { data } = blankResume();
    expect(isResumeEmpty(data)).toBe(true);
    expect(isResumeEmpty(updateEntry(data, 'summary', data.summary[0]!.id, { summaryText: '  ' }))).toBe(
      true,
    );
    expect(isResumeEmpty(updateEntry(data, 'summary', data.summary[0]!.id, { summaryText: 'Hi' }))).toBe(
      false,
    );
    expect(isResumeEmpty(DEMO_RESUME)).toBe(false);
  });
});
