import { MESSAGES, type AutomationProfile, type WindowMessage } from '@applypilot/contracts';
import { describe, expect, it, vi } from 'vitest';
import { isEmailVerified, launchAutomation, type LaunchInput, type StoredSetup } from './launch-checks';

const profile: AutomationProfile = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  followCompanies: false,
  tickAccuracyDeclarations: false,
};

const completeSetup: StoredSetup = {
  resume: { base64: 'data:application/pdf;base64,JVBERi0', filename: 'Asha.pdf', text: 'Asha Rao' },
  details: { currentCTC: '12', expectedCTC: '18', noticePeriod: '2' },
  search: {
    jobTitle: ' Frontend ',
    location: '',
    experienceLevel: 'Any',
    workType: 'Any',
    datePosted: 'Any time',
    companySites: false,
  },
  profile,
};

const ready: LaunchInput = {
  extensionConnected: true,
  jobInfo: { availableJobs: 10, dailyCount: 3 },
  customize: false,
  userEmail: 'asha@example.com',
  apiUrl: 'http://localhost:8080',
};

function harness(
  options: {
    setup?: StoredSetup;
    confirm?: boolean;
    token?: () => Promise<string>;
    serverAi?: boolean;
    verified?: boolean;
  } = {},
) {
  const seen: string[] = [];
  const posted: WindowMessage[] = [];
  const effects = {
    emailVerified: vi.fn(async () => options.verified ?? true),
    alert: vi.fn(async (message: string) => void seen.push(`alert: ${message}`)),
    confirm: vi.fn(async (message: string) => {
      seen.push(`confirm: ${message}`);
      return options.confirm ?? true;
    }),
    navigate: vi.fn((path: string) => void seen.push(`go: ${path}`)),
    readSetup: () => options.setup ?? completeSetup,
    serverAi: vi.fn(async () => options.serverAi ?? true),
    fetchAgentToken: vi.fn(options.token ?? (async () => 'agent-token-0123456789abcdef')),
    post: (message: WindowMessage) => void posted.push(message),
  };
  return { effects, seen, posted };
}

describe('launchAutomation: the seven checks of section 5, in order', () => {
  it('1. refuses without the extension, before anything else', async () => {
    const { effects, seen, posted } = harness();
    const input = { ...ready, extensionConnected: false, jobInfo: { availableJobs: 0, dailyCount: 40 } };
    expect(await launchAutomation(input, effects)).toBe('refused');
    expect(seen).toEqual([`alert: ${MESSAGES.extensionNotConnected}`]);
    expect(posted).toEqual([]);
  });

  it('1. refuses without the extension before asking whether the email is verified', async () => {
    const { effects } = harness({ verified: false });
    await launchAutomation({ ...ready, extensionConnected: false }, effects);
    expect(effects.emailVerified).not.toHaveBeenCalled();
  });

  it('1b (ours). an unverified email is refused with the API message: no confirm, no token, no message out', async () => {
    const { effects, seen, posted } = harness({ verified: false });
    // Customise on and no credits: the credit checks and the confirm would speak first if they came first.
    const input = { ...ready, customize: true, jobInfo: { availableJobs: 0, dailyCount: 40 } };
    expect(await launchAutomation(input, effects)).toBe('refused');
    expect(seen).toEqual([
      'alert: Please verify your email address first. We sent you a link when you signed up.',
    ]);
    expect(effects.fetchAgentToken).not.toHaveBeenCalled();
    expect(effects.serverAi).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('1b (ours). a verified email goes on to the credit checks', async () => {
    const { effects, seen } = harness({ verified: true });
    const input = { ...ready, jobInfo: { availableJobs: 0, dailyCount: 0 } };
    expect(await launchAutomation(input, effects)).toBe('refused');
    expect(effects.emailVerified).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([`alert: ${MESSAGES.noCredits}`, 'go: /pricing']);
  });

  it('2. customise needs the price of one tailored application (6 credits), naming the balance', async () => {
    const { effects, seen } = harness();
    // 5 credits pay for a tailoring but not for the application it is for.
    const input = { ...ready, customize: true, jobInfo: { availableJobs: 5, dailyCount: 40 } };
    expect(await launchAutomation(input, effects)).toBe('refused');
    expect(seen).toEqual([
      'alert: An application with an AI-tailored resume needs 6 credits: 5 for the tailoring and 1 for the application. You have 5. Buy more credits, or switch off AI tailoring to apply with your resume as it is.',
    ]);
  });

  it('2. customise asks to confirm with the price per application and what the balance pays for; declining stops quietly', async () => {
    const { effects, seen, posted } = harness({ confirm: false });
    expect(await launchAutomation({ ...ready, customize: true }, effects)).toBe('cancelled');
    expect(seen).toEqual([
      'confirm: With AI tailoring, each application uses 6 credits instead of 1: 5 for the tailoring (given back if it fails) and 1 for the application. A tailored job that then waits for your answer has used its 5 tailoring credits. Your 10 credits pay for up to 1 tailored application. Do you want to proceed?',
    ]);
    expect(posted).toEqual([]);
  });

  it('2. customise confirmed goes on and sends customize: true', async () => {
    const { effects, seen, posted } = harness({ confirm: true });
    const input = { ...ready, customize: true, jobInfo: { availableJobs: 6, dailyCount: 3 } };
    expect(await launchAutomation(input, effects)).toBe('started');
    expect(seen).toEqual([`confirm: ${MESSAGES.confirmCustomize(6)}`]);
    expect(posted[0]?.type === 'START_AUTOMATION' && posted[0].payload.customize).toBe(true);
  });

  it('3. without customise, no credits goes to /pricing after the alert', async () => {
    const { effects, seen } = harness();
    const input = { ...ready, jobInfo: { availableJobs: 0, dailyCount: 40 } };
    expect(await launchAutomation(input, effects)).toBe('refused');
    expect(seen).toEqual([`alert: ${MESSAGES.noCredits}`, 'go: /pricing']);
  });

  it('4. the daily count must be under 40', async () => {
    const { effects, seen } = harness({ setup: { ...completeSetup, resume: null } });
    const input = { ...ready, jobInfo: { availableJobs: 10, dailyCount: 40 } };
    expect(await launchAutomation(input, effects)).toBe('refused');
    expect(seen).toEqual(['alert: Daily limit of 40 applications reached.']);
  });

  it('5. setup never saved goes to setup', async () => {
    for (const setup of [
      { ...completeSetup, resume: null },
      { ...completeSetup, search: null },
      { ...completeSetup, profile: null },
    ]) {
      const { effects, seen } = harness({ setup });
      expect(await launchAutomation(ready, effects)).toBe('refused');
      expect(seen).toEqual([`alert: ${MESSAGES.setupIncomplete}`, 'go: /dashboard/setup']);
    }
  });

  it('6. a blank job title (or resume) goes to setup with the essential-data message', async () => {
    const blankTitle = { ...completeSetup, search: { ...completeSetup.search!, jobTitle: '   ' } };
    const noResume = { ...completeSetup, resume: { ...completeSetup.resume!, base64: '' } };
    for (const setup of [blankTitle, noResume]) {
      const { effects, seen } = harness({ setup });
      expect(await launchAutomation(ready, effects)).toBe('refused');
      expect(seen).toEqual([`alert: ${MESSAGES.essentialSetupMissing}`, 'go: /dashboard/setup']);
    }
  });

  it('7. any other failure (here the agent token) is "An error occurred"', async () => {
    const { effects, seen, posted } = harness({
      token: () => Promise.reject(new Error('Please log in again.')),
    });
    expect(await launchAutomation(ready, effects)).toBe('refused');
    expect(seen).toEqual(['alert: An error occurred: Please log in again.']);
    expect(posted).toEqual([]);
  });

  it('passes every check and posts START_AUTOMATION with the agent token', async () => {
    const { effects, seen, posted } = harness();
    expect(await launchAutomation(ready, effects)).toBe('started');
    expect(seen).toEqual([]);
    expect(posted).toHaveLength(1);
    const message = posted[0]!;
    if (message.type !== 'START_AUTOMATION') throw new Error('wrong message');
    expect(message.payload.agentToken).toBe('agent-token-0123456789abcdef');
    expect(message.payload.jobUrl).toBe('https://www.linkedin.com/jobs/search/?keywords=Frontend&f_AL=true');
  });
});

describe('launchAutomation with server AI (issue [8], decision 028)', () => {
  it('a stored customise choice without AI on the server launches with customize false: no credit check, no confirm', async () => {
    const { effects, seen, posted } = harness({ serverAi: false });
    const input = { ...ready, customize: true, jobInfo: { availableJobs: 1, dailyCount: 0 } };
    expect(await launchAutomation(input, effects)).toBe('started');
    expect(seen).toEqual([]);
    expect(posted[0]?.type === 'START_AUTOMATION' && posted[0].payload.customize).toBe(false);
  });

  it('does not ask the server about AI when customise is off', async () => {
    const { effects } = harness({ serverAi: false });
    expect(await launchAutomation(ready, effects)).toBe('started');
    expect(effects.serverAi).not.toHaveBeenCalled();
  });

  it('sends the builder structured resume as resumeStructured with the resume text', async () => {
    const structured = { data: { personal: [{ id: 'p', name: 'Asha Rao' }] }, order: ['personal'] };
    const { effects, posted } = harness({ setup: { ...completeSetup, structured } });
    expect(await launchAutomation(ready, effects)).toBe('started');
    const message = posted[0]!;
    if (message.type !== 'START_AUTOMATION') throw new Error('wrong message');
    expect(message.payload.resumeStructured).toEqual(structured);
    expect(message.payload.resumeText).toBe('Asha Rao');
  });

  it('an uploaded PDF (no structured copy) sends no resumeStructured', async () => {
    const { effects, posted } = harness();
    await launchAutomation(ready, effects);
    const message = posted[0]!;
    if (message.type !== 'START_AUTOMATION') throw new Error('wrong message');
    expect('resumeStructured' in message.payload).toBe(false);
  });
});

describe('isEmailVerified (issue 16)', () => {
  const user = { email: 'asha@example.com', displayName: 'Asha', isPremium: false, emailVerified: false };

  it('trusts a verified session without asking the server', async () => {
    const refresh = vi.fn(async () => null);
    expect(await isEmailVerified({ ...user, emailVerified: true }, refresh)).toBe(true);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('asks /auth/me again for an unverified one: verified since in another tab counts', async () => {
    expect(await isEmailVerified(user, async () => ({ ...user, emailVerified: true }))).toBe(true);
    expect(await isEmailVerified(user, async () => user)).toBe(false);
  });

  it('without an answer (offline, signed out) it is not verified', async () => {
    expect(await isEmailVerified(user, async () => null)).toBe(false);
    expect(await isEmailVerified(null, async () => null)).toBe(false);
  });
});
