import { PLANS } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { isChromeHidden } from './chrome-visibility';
import { gmailComposeUrl, isContactFormComplete } from './contact-mail';
import { parseBold } from './parse-bold';
import { buyStateFor, formatRupees, loginStateFor, planFromNavigationState } from './plan-selection';
import { hashToId, scrollTargetTop } from './scroll-target';
import { hasStoredUser, storedUserEmail } from './stored-user';

describe('parseBold', () => {
  it('makes text between double asterisks bold', () => {
    expect(parseBold('**375** easy-apply applications')).toEqual([
      { text: '375', bold: true },
      { text: ' easy-apply applications', bold: false },
    ]);
    expect(parseBold('or **75** AI-customized **applications**')).toEqual([
      { text: 'or ', bold: false },
      { text: '75', bold: true },
      { text: ' AI-customized ', bold: false },
      { text: 'applications', bold: true },
    ]);
  });
  it('keeps plain lines and unmatched markers as text', () => {
    expect(parseBold('Local, secure operation')).toEqual([{ text: 'Local, secure operation', bold: false }]);
    expect(parseBold('a **b')).toEqual([{ text: 'a **b', bold: false }]);
    expect(parseBold('x ****y')).toEqual([{ text: 'x y', bold: false }]);
    expect(parseBold('')).toEqual([]);
  });
});

describe('plan lookup for /buy', () => {
  it('takes selectedPlanName, else planToBuy, from the fixed list', () => {
    expect(planFromNavigationState({ selectedPlanName: 'Pro Pack', price: 1, credits: 1 })?.price).toBe(1500);
    expect(planFromNavigationState({ planToBuy: 'Starter Pack' })?.credits).toBe(100);
    expect(
      planFromNavigationState({ selectedPlanName: 'Premium Pack', planToBuy: 'Starter Pack' })?.name,
    ).toBe('Premium Pack');
  });
  it('gives nothing for missing or unknown plans', () => {
    expect(planFromNavigationState(null)).toBeUndefined();
    expect(planFromNavigationState(undefined)).toBeUndefined();
    expect(planFromNavigationState({})).toBeUndefined();
    expect(planFromNavigationState({ selectedPlanName: 'Gold Pack' })).toBeUndefined();
    expect(planFromNavigationState({ selectedPlanName: 42 })).toBeUndefined();
  });
  it('builds the states /pricing hands on', () => {
    const pro = PLANS[1]!;
    expect(buyStateFor(pro)).toEqual({ selectedPlanName: 'Pro Pack', price: 1500, credits: 375 });
    expect(loginStateFor(pro)).toEqual({
      fromPricing: true,
      planToBuy: 'Pro Pack',
      paymentState: { selectedPlanName: 'Pro Pack', price: 1500, credits: 375 },
    });
  });
  it('formats rupees', () => {
    expect(formatRupees(1500)).toBe('₹1,500');
    expect(formatRupees(500)).toBe('₹500');
    expect(formatRupees(100000)).toBe('₹1,00,000');
  });
});

describe('scroll target', () => {
  it('puts the section 64 + 10 px below the top', () => {
    expect(scrollTargetTop(500, 0)).toBe(426);
    expect(scrollTargetTop(300, 1200)).toBe(1426);
    expect(scrollTargetTop(20, 0)).toBe(0);
  });
  it('reads anchors', () => {
    expect(hashToId('#features')).toBe('features');
    expect(hashToId('#')).toBeNull();
    expect(hashToId('')).toBeNull();
    expect(hashToId('#resume%2Dai')).toBe('resume-ai');
  });
});

describe('header and footer visibility', () => {
  it('hides them under /dashboard and on /login, /buy, /try-now', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/',
      '/dashboard/setup',
      '/login',
      '/buy',
      '/try-now',
      '/login/',
    ]) {
      expect(isChromeHidden(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/pricing',
      '/contact',
      '/privacy',
      '/terms',
      '/features',
      '/help',
      '/dashboards',
    ]) {
      expect(isChromeHidden(path), path).toBe(false);
    }
  });
});

describe('contact form', () => {
  const form = {
    name: 'Asha Rao',
    email: 'asha@example.com',
    subject: 'Refund & more',
    message: 'Hello there',
  };
  it('requires every field', () => {
    expect(isContactFormComplete(form)).toBe(true);
    expect(isContactFormComplete({ ...form, subject: '   ' })).toBe(false);
  });
  it('opens a Gmail compose window addressed to support', () => {
    const url = new URL(gmailComposeUrl(form, 'support@applypilot.app'));
    expect(url.origin + url.pathname).toBe('https://mail.google.com/mail/');
    expect(url.searchParams.get('view')).toBe('cm');
    expect(url.searchParams.get('fs')).toBe('1');
    expect(url.searchParams.get('to')).toBe('support@applypilot.app');
    expect(url.searchParams.get('su')).toBe('Refund & more');
    expect(url.searchParams.get('body')).toBe('Hello there\n\n--\nAsha Rao <asha@example.com>');
    expect(gmailComposeUrl(form)).not.toContain('+');
  });
});

describe('stored user', () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  it('reads the stored record', () => {
    expect(hasStoredUser(storage(null))).toBe(false);
    expect(hasStoredUser(storage('{"email":"a@b.co"}'))).toBe(true);
    expect(storedUserEmail(storage('{"email":"a@b.co"}'))).toBe('a@b.co');
    expect(storedUserEmail(storage('not json'))).toBeNull();
    expect(storedUserEmail(storage('{"name":"x"}'))).toBeNull();
  });
});
