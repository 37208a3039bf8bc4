import { describe, expect, it } from 'vitest';
import {
  APPLICATION_CREDIT_COST,
  CREDIT_COST_TEXT,
  CUSTOMIZE_CREDIT_COST,
  LoginRequestSchema,
  MESSAGES,
  PLANS,
  RegisterRequestSchema,
  TAILORED_APPLICATION_CREDIT_COST,
  applicationsFor,
  findPlan,
  tooManyAttempts,
} from './index';

describe('plans', () => {
  it('match the credit packs of the specification', () => {
    expect(PLANS.map((p) => [p.name, p.price, p.credits, p.customizedApplications, !!p.popular])).toEqual([
      ['Starter Pack', 500, 100, 16, false],
      ['Pro Pack', 1500, 375, 62, true],
      ['Premium Pack', 3000, 1000, 166, false],
    ]);
    expect(findPlan('Nope')).toBeUndefined();
  });

  it('state what the credits buy at the price of an application: 1 credit, 6 with an AI-tailored resume', () => {
    expect(PLANS.map((p) => p.features.slice(0, 2))).toEqual([
      ['**100** easy-apply applications', 'or **16** with an AI-tailored resume (6 credits each)'],
      ['**375** easy-apply applications', 'or **62** with an AI-tailored resume (6 credits each)'],
      ['**1,000** easy-apply applications', 'or **166** with an AI-tailored resume (6 credits each)'],
    ]);
    expect(TAILORED_APPLICATION_CREDIT_COST).toBe(APPLICATION_CREDIT_COST + CUSTOMIZE_CREDIT_COST);
    expect(applicationsFor(11)).toEqual({ plain: 11, tailored: 1 });
    expect(applicationsFor(5)).toEqual({ plain: 5, tailored: 0 });
    expect(CREDIT_COST_TEXT.short).toBe('1 credit per application, 6 with an AI-tailored resume');
    expect(CREDIT_COST_TEXT.customizeCheckbox).toBe(
      'Customize Resume with AI for each Job (6 credits per application instead of 1)',
    );
    expect(MESSAGES.confirmCustomize(13)).toBe(
      'With AI tailoring, each application uses 6 credits instead of 1: 5 for the tailoring (given back if it fails) and 1 for the application. A tailored job that then waits for your answer has used its 5 tailoring credits. Your 13 credits pay for up to 2 tailored applications. Do you want to proceed?',
    );
    expect(MESSAGES.notEnoughCreditsToCustomize(5)).toBe(
      'An application with an AI-tailored resume needs 6 credits: 5 for the tailoring and 1 for the application. You have 5. Buy more credits, or switch off AI tailoring to apply with your resume as it is.',
    );
  });
});

describe('auth bodies', () => {
  it('trims and lower-cases the email', () => {
    const parsed = RegisterRequestSchema.parse({
      name: ' Asha ',
      email: '  Asha@Example.COM ',
      password: 'longenough',
    });
    expect(parsed).toEqual({ name: 'Asha', email: 'asha@example.com', password: 'longenough' });
  });
  it('names what is wrong', () => {
    const result = RegisterRequestSchema.safeParse({ name: 'A', email: 'a@b.co', password: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 8 characters.');
    expect(
      LoginRequestSchema.safeParse({ email: 'not-an-email', password: 'x' }).error?.issues[0]?.message,
    ).toBe('Please enter a valid email address.');
  });
  it('refuses control characters in names, emails and new passwords, and NUL in a login password', () => {
    const body = { name: 'Asha', email: 'asha@example.com', password: 'longenough' };
    const first = (input: unknown) => RegisterRequestSchema.safeParse(input).error?.issues[0]?.message;
    expect(first({ ...body, name: 'As\u0000ha' })).toBe(
      'Name must not contain control characters (such as tabs, line breaks or NUL).',
    );
    expect(first({ ...body, name: 'Asha\nSmith' })).toMatch(/^Name must not contain control characters/);
    expect(first({ ...body, email: 'as\u0007ha@example.com' })).toMatch(/^Email must not contain control/);
    expect(first({ ...body, password: 'long\tenough' })).toMatch(/^Password must not contain control/);
    expect(first({ ...body, password: 'lông énough 🔑 пароль' })).toBeUndefined();
    expect(first({ ...body, name: 'Zoë 李 O’Brien-🚀' })).toBeUndefined();
    const login = (password: string) => LoginRequestSchema.safeParse({ email: body.email, password }).success;
    expect(login('bad\u0000password')).toBe(false);
    expect(login('old\tpassword')).toBe(true);
  });
  it('says when to retry', () => {
    expect(tooManyAttempts(61)).toBe('Too many attempts. Please try again in 2 minutes.');
  });
});

describe('field messages', () => {
  it('tell a missing field from a wrong type', () => {
    const missing = RegisterRequestSchema.safeParse({ email: 'a@b.co', password: 'longenough' });
    expect(missing.error?.issues[0]?.message).toBe('Name is required.');
    const wrongType = RegisterRequestSchema.safeParse({ name: 5, email: 'a@b.co', password: 'longenough' });
    expect(wrongType.error?.issues[0]?.message).toBe('Name must be text.');
  });
});

describe('interview assistant pricing', () => {
  it('computes cost from the model table and its announced price change', async () => {
    const { GEMINI_MODELS, answerCost } = await import('./interview');
    const flash = GEMINI_MODELS.find((m) => m.id === 'gemini-3.8-flash')!;
    expect(answerCost(flash, 1_000_000, 1_000_000, new Date('2026-11-21'))).toBeCloseTo(4.5, 6);
    expect(answerCost(flash, 1_000_000, 1_000_000, new Date('2027-01-02'))).toBeCloseTo(9, 6);
  });
});
