import { STORAGE_KEYS } from '@applypilot/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DEMO_ORDER, DEMO_RESUME } from '@applypilot/resume';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useResumeBuilder } from '../state/use-resume-builder';
import { ResumeForm } from './resume-form';
import { userStorage } from '../../../lib/user-data/user-store';

/**
 * The form with the real builder state, saved to the person's store as it changes, holding the demo resume (stored as Load
 * Demo leaves it: a first visit is blank since decision 050).
 */
function Harness() {
  const builder = useResumeBuilder();
  return <ResumeForm builder={builder} onRemoveSection={() => undefined} />;
}

type StoredSkills = { id: string; category: string; skills: string[] | string; isExpanded: boolean }[];
const storedSkills = (): StoredSkills =>
  (JSON.parse(userStorage.getItem(STORAGE_KEYS.builtResumeData) ?? '{}') as { skills: StoredSkills }).skills;

const section = (key: string) => within(screen.getByTestId(`section-${key}`));
const sectionToggle = (key: string, title: string) =>
  section(key).getByRole('button', { name: new RegExp(`^${title}`) });

beforeEach(() => {
  localStorage.clear();
  userStorage.setItem(STORAGE_KEYS.builtResumeData, JSON.stringify(DEMO_RESUME));
  userStorage.setItem(STORAGE_KEYS.builtResumeOrder, JSON.stringify(DEMO_ORDER));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Each test renders the whole form (every section of the demo resume) in jsdom: slow on a busy machine. */
const RENDER_TIMEOUT_MS = 30_000;

describe('resume builder form (section 2.3)', () => {
  it(
    'collapses a section to its header and opens it again',
    () => {
      render(<Harness />);
      const toggle = sectionToggle('experience', 'Experience');
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(section('experience').getByRole('button', { name: /^Flipkart/ })).toBeTruthy();

      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(section('experience').queryByRole('button', { name: /^Flipkart/ })).toBeNull();
      // The header stays usable: its count and Add New.
      expect(section('experience').getByLabelText('2 entries')).toBeTruthy();
      expect(section('experience').getByRole('button', { name: 'Add New Experience' })).toBeTruthy();

      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(section('experience').getByRole('button', { name: /^Flipkart/ })).toBeTruthy();
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'expands an entry to its fields and closes it again; an edit reaches storage',
    () => {
      render(<Harness />);
      const entry = section('experience').getByRole('button', { name: /^Flipkart/ });
      // An entry with content starts closed to keep the form short.
      expect(entry.getAttribute('aria-expanded')).toBe('false');
      expect(section('experience').queryByLabelText('Company')).toBeNull();

      fireEvent.click(entry);
      expect(entry.getAttribute('aria-expanded')).toBe('true');
      const company = section('experience').getByLabelText<HTMLInputElement>('Company');
      expect(company.value).toBe('Flipkart');
      fireEvent.change(company, { target: { value: 'Flipkart Internet' } });
      const stored = JSON.parse(userStorage.getItem(STORAGE_KEYS.builtResumeData) ?? '{}') as {
        experience: { company: string }[];
      };
      expect(stored.experience[0]?.company).toBe('Flipkart Internet');

      fireEvent.click(section('experience').getByRole('button', { name: /^Flipkart Internet/ }));
      expect(section('experience').queryByLabelText('Company')).toBeNull();
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'edits skills: comma text becomes a list, Add Skill, Enter, typing and removing, all stored',
    () => {
      render(<Harness />);
      const frameworks = section('skills').getByRole('button', { name: /^Frameworks/ });
      expect(frameworks.getAttribute('aria-expanded')).toBe('true');
      const body = within(screen.getByTestId('entry-skills-1700000000008'));
      expect(body.getByLabelText<HTMLInputElement>('Category Name').value).toBe('Frameworks');
      // Stored as comma text (section 5 accepts both): shown one skill per field.
      expect(
        body
          .getAllByRole('textbox', { name: /^Skill \d+$/ })
          .map((input) => (input as HTMLInputElement).value),
      ).toEqual(['React', 'Node.js', 'Express', 'gRPC', 'Next.js']);

      fireEvent.click(body.getByRole('button', { name: '+ Add Skill' }));
      const sixth = body.getByLabelText<HTMLInputElement>('Skill 6');
      expect(document.activeElement).toBe(sixth);
      fireEvent.change(sixth, { target: { value: 'Vite' } });
      fireEvent.keyDown(sixth, { key: 'Enter' });
      expect(body.getByLabelText<HTMLInputElement>('Skill 7').value).toBe('');
      fireEvent.click(body.getByRole('button', { name: 'Remove skill Express' }));
      fireEvent.click(body.getByRole('button', { name: 'Remove skill 6' }));

      expect(storedSkills().find((entry) => entry.id === 'skills-1700000000008')?.skills).toEqual([
        'React',
        'Node.js',
        'gRPC',
        'Next.js',
        'Vite',
      ]);

      // A skills entry's open state is part of the data (isExpanded), so collapsing it is stored too.
      fireEvent.click(frameworks);
      expect(frameworks.getAttribute('aria-expanded')).toBe('false');
      expect(storedSkills().find((entry) => entry.id === 'skills-1700000000008')?.isExpanded).toBe(false);
    },
    RENDER_TIMEOUT_MS,
  );
});
