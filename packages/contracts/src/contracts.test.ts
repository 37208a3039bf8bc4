import { describe, expect, it } from 'vitest';
import { LoginRequestSchema, PLANS, RegisterRequestSchema, findPlan, tooManyAttempts } from './index';

describe('plans', () => {
  it('match the credit packs of the specification', () => {
    expect(PLANS.map((p) => [p.name, p.price, p.credits, p.customizedApplications, !!p.popular])).toEqual([
      ['Starter Pack', 500, 100, 20, false],
      ['Pro Pack', 1500, 375, 75, true],
      ['Premium Pack', 3000, 1000, 200, false],
    ]);
    expect(findPlan('Nope')).toBeUndefined();
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
