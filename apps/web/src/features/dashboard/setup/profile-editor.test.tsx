import { STORAGE_KEYS } from '@applypilot/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAutomationState } from '../../../lib/automation/automation-store';
import { buildPayload } from '../../../lib/automation/payload';
import { EMPTY_SEARCH, readAutomationProfile } from '../../../lib/automation/setup-storage';
import { renderSetup, stored } from './setup-test-support';
import { userStorage } from '../../../lib/user-data/user-store';

vi.mock('../../../lib/pdf/pdfjs', () => ({ extractPdfText: async () => '' }));

const section = () => within(screen.getByRole('region', { name: 'Screening answers' }));
const type = (label: string, value: string) =>
  fireEvent.change(section().getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  resetAutomationState();
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Screening answers editor', () => {
  it('labels the columns of the skills, languages and remembered answers once a row exists', () => {
    renderSetup();
    const heads = () => section().queryAllByTestId('profile-row-head');
    // No heading over an empty list.
    expect(heads()).toEqual([]);
    fireEvent.click(section().getByRole('button', { name: 'Add skill' }));
    fireEvent.click(section().getByRole('button', { name: 'Add language' }));
    fireEvent.click(section().getByRole('button', { name: 'Add answer' }));
    expect(heads().map((head) => head.textContent)).toEqual([
      'SkillYearsRemove',
      'LanguageProficiencyRemove',
      'QuestionYour answerRemove',
    ]);
  });

  it('starts from the account, names each invalid field, and stores nothing until it is valid', () => {
    renderSetup();
    expect(section().getByLabelText<HTMLInputElement>('First name').value).toBe('Asha');
    expect(section().getByLabelText<HTMLInputElement>('Last name').value).toBe('Rao');
    expect(section().getByLabelText<HTMLInputElement>('Email').value).toBe('asha@example.com');

    type('Email', 'not-an-email');
    type('Phone country code', '91');
    type('Total years of experience', 'five');
    fireEvent.click(section().getByRole('button', { name: 'Add skill' }));
    type('Skill', 'React');
    fireEvent.click(section().getByRole('button', { name: 'Save screening answers' }));

    expect(section().getByText('Please enter a valid email address.')).toBeTruthy();
    expect(section().getByText('Phone is required.')).toBeTruthy();
    expect(section().getByText('Phone country code must look like +91.')).toBeTruthy();
    expect(section().getAllByText('Enter a number of years.')).toHaveLength(2);
    expect(section().getByRole('status').textContent).toBe('Please correct the highlighted fields.');
    expect(stored(STORAGE_KEYS.automationProfile)).toBeNull();
  });

  it('saves a valid profile with skills, languages, authorisation and remembered answers', () => {
    renderSetup();
    type('Phone', '9876543210');
    type('Phone country code', '+91');
    type('City', 'Pune');
    type('Total years of experience', '4.5');
    type('Authorised to work in (comma-separated)', 'India, Germany');
    fireEvent.change(section().getByLabelText('Need visa sponsorship elsewhere?'), {
      target: { value: 'yes' },
    });
    fireEvent.change(section().getByLabelText('Willing to relocate?'), { target: { value: 'no' } });
    fireEvent.click(section().getByRole('button', { name: 'Add skill' }));
    type('Skill', 'TypeScript');
    type('Years of TypeScript', '3');
    fireEvent.click(section().getByRole('button', { name: 'Add language' }));
    type('Language', 'Hindi');
    fireEvent.change(section().getByLabelText('Proficiency in Hindi'), {
      target: { value: 'Native or bilingual' },
    });
    fireEvent.click(section().getByRole('button', { name: 'Add answer' }));
    type('Question', 'Are you comfortable working night shifts?');
    type('Answer to Are you comfortable working night shifts?', 'No');
    fireEvent.click(section().getByRole('button', { name: 'Save screening answers' }));

    expect(section().getByRole('status').textContent).toBe('Screening answers saved.');
    expect(stored(STORAGE_KEYS.automationProfile)).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      phoneCountryCode: '+91',
      city: 'Pune',
      totalYearsOfExperience: 4.5,
      skills: { TypeScript: 3 },
      languages: { Hindi: 'Native or bilingual' },
      workAuthorization: { authorizedCountries: ['India', 'Germany'], requiresSponsorship: true },
      willingToRelocate: false,
      answers: { 'Are you comfortable working night shifts?': 'No' },
    });
  });

  it('removes a row', async () => {
    userStorage.setItem(
      STORAGE_KEYS.automationProfile,
      JSON.stringify({
        firstName: 'A',
        lastName: 'R',
        email: 'a@example.com',
        phone: '1',
        skills: { Go: 2 },
      }),
    );
    renderSetup();
    expect(section().getByLabelText<HTMLInputElement>('Skill').value).toBe('Go');
    fireEvent.click(section().getByRole('button', { name: 'Remove' }));
    fireEvent.click(section().getByRole('button', { name: 'Save screening answers' }));
    await waitFor(() =>
      expect((stored(STORAGE_KEYS.automationProfile) as { skills: object }).skills).toEqual({}),
    );
  });
});

describe('Tick declarations that my application is accurate', () => {
  const box = () =>
    section().getByRole<HTMLInputElement>('checkbox', {
      name: 'Tick declarations that my application is accurate',
    });
  const save = () => fireEvent.click(section().getByRole('button', { name: 'Save screening answers' }));
  /** The START_AUTOMATION payload the launch would build from what is stored now. */
  const payloadProfile = () =>
    buildPayload({
      resume: { base64: 'data:application/pdf;base64,JVBERi0', filename: 'Asha.pdf', text: 'Asha Rao' },
      details: null,
      search: { ...EMPTY_SEARCH, jobTitle: 'QA' },
      profile: readAutomationProfile()!,
      customize: false,
      userEmail: 'asha@example.com',
      agentToken: 'token-0123456789abcdefghij',
      apiUrl: 'http://localhost:8080',
    }).profile;

  it('is off by default, says what it does and where consents go, and saves off', () => {
    renderSetup();
    expect(box().checked).toBe(false);
    expect(box().getAttribute('aria-describedby')).toBe('profile-declarations-note');
    expect(document.getElementById('profile-declarations-note')?.textContent).toBe(
      'Ticks a box that only certifies your application is true and complete. A box that also consents to ' +
        'anything (a background check, sharing your data, terms, marketing) always waits for your answer in ' +
        'Questions waiting for you instead.',
    );
    type('Phone', '9876543210');
    save();
    expect(section().getByRole('status').textContent).toBe('Screening answers saved.');
    expect(stored(STORAGE_KEYS.automationProfile)).toMatchObject({ tickAccuracyDeclarations: false });
    expect(payloadProfile().tickAccuracyDeclarations).toBe(false);
  });

  it('ticked and saved, it is stored on, shown on again after a reload, and sent to the agent', () => {
    renderSetup();
    type('Phone', '9876543210');
    fireEvent.click(box());
    save();
    expect(section().getByRole('status').textContent).toBe('Screening answers saved.');
    expect(stored(STORAGE_KEYS.automationProfile)).toMatchObject({ tickAccuracyDeclarations: true });
    expect(payloadProfile().tickAccuracyDeclarations).toBe(true);

    cleanup();
    renderSetup();
    expect(box().checked).toBe(true);
    fireEvent.click(box());
    save();
    expect(stored(STORAGE_KEYS.automationProfile)).toMatchObject({ tickAccuracyDeclarations: false });
    expect(payloadProfile().tickAccuracyDeclarations).toBe(false);
  });

  it('a profile saved before the setting existed reads as off', () => {
    userStorage.setItem(
      STORAGE_KEYS.automationProfile,
      JSON.stringify({ firstName: 'A', lastName: 'R', email: 'a@example.com', phone: '1' }),
    );
    renderSetup();
    expect(box().checked).toBe(false);
    expect(payloadProfile().tickAccuracyDeclarations).toBe(false);
  });

  it('is not ticked by an unsaved click: the launch reads the saved profile', () => {
    renderSetup();
    type('Phone', '9876543210');
    save();
    fireEvent.click(box());
    expect(box().checked).toBe(true);
    expect(payloadProfile().tickAccuracyDeclarations).toBe(false);
  });
});
