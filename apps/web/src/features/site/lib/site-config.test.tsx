import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../lib/test-support';
import { SiteFooter } from '../components/site-footer';
import { ContactPage } from '../pages/contact-page';
import { siteConfigFrom, forgetSiteConfig, telHref } from './site-config';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetSiteConfig();
});

function renderWith(config: unknown, page: 'footer' | 'contact') {
  const calls = stubFetch(() => ({ body: config }));
  render(<MemoryRouter>{page === 'footer' ? <SiteFooter /> : <ContactPage />}</MemoryRouter>);
  return calls;
}

const configured = {
  supportPhone: '+91 80 4567 8900',
  socialLinks: [
    { network: 'linkedin', url: 'https://www.linkedin.com/company/applypilot' },
    { network: 'x', url: 'https://x.com/applypilot' },
  ],
};

describe('contact details from the deployment (decision 043)', () => {
  it('the footer links each configured profile in a new tab, never to "#"', async () => {
    const calls = renderWith(configured, 'footer');
    const linkedin = await screen.findByRole('link', { name: 'ApplyPilot on LinkedIn' });
    expect(linkedin.getAttribute('href')).toBe('https://www.linkedin.com/company/applypilot');
    expect(linkedin.getAttribute('target')).toBe('_blank');
    expect(linkedin.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'ApplyPilot on X' }).getAttribute('href')).toBe(
      'https://x.com/applypilot',
    );
    expect(calls.map((call) => call.url)).toEqual(['/api/config']);
  });

  it('the footer shows no social icon when none is configured', async () => {
    renderWith({ supportPhone: null, socialLinks: [] }, 'footer');
    // The answer is in (the footer marks it), and it named no profile.
    await waitFor(() => expect(screen.getByTestId('site-footer').dataset.config).toBe('loaded'));
    expect(screen.queryByRole('link', { name: /ApplyPilot on/ })).toBeNull();
    expect(document.querySelector('a[href="#"]')).toBeNull();
    // The three page links are still there.
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
  });

  it('/contact shows the configured phone with its hours, as a tel: link', async () => {
    renderWith(configured, 'contact');
    const phone = await screen.findByRole('link', { name: '+91 80 4567 8900' });
    expect(phone.getAttribute('href')).toBe('tel:+918045678900');
    expect(screen.getByRole('heading', { name: 'Call us' })).toBeTruthy();
    expect(screen.getByText(/10 AM-6 PM IST, Mon-Fri/)).toBeTruthy();
  });

  it('/contact has no phone line when none is configured, and keeps the email', async () => {
    renderWith({ supportPhone: null }, 'contact');
    await waitFor(() =>
      expect(screen.getByRole('complementary', { name: 'Contact details' }).dataset.config).toBe('loaded'),
    );
    expect(screen.queryByRole('heading', { name: 'Call us' })).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Email us' })).toBeTruthy();
  });

  it('reads only well-formed entries: an http link, an unknown network or a blank phone count as absent', () => {
    expect(
      siteConfigFrom({
        supportPhone: '   ',
        socialLinks: [
          { network: 'linkedin', url: 'http://linkedin.com/x' },
          { network: 'facebook', url: 'https://facebook.com/x' },
          { network: 'x', url: 'https://x.com/a' },
          'junk',
        ],
      }),
    ).toEqual({
      supportPhone: null,
      socialLinks: [{ network: 'x', url: 'https://x.com/a' }],
      googleSignIn: false,
    });
    expect(siteConfigFrom(null)).toEqual({ supportPhone: null, socialLinks: [], googleSignIn: false });
    // Google sign-in only with a client id, as the login form shows its button.
    expect(siteConfigFrom({ googleClientId: 'id.apps.googleusercontent.com' }).googleSignIn).toBe(true);
    expect(siteConfigFrom({ googleClientId: null }).googleSignIn).toBe(false);
    expect(siteConfigFrom({ googleClientId: ' ' }).googleSignIn).toBe(false);
    expect(telHref('+91 (80) 4567-8900')).toBe('tel:+918045678900');
  });
});
