import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HelpPage } from './help-page';

afterEach(cleanup);

function renderHelp() {
  render(
    <MemoryRouter>
      <HelpPage />
    </MemoryRouter>,
  );
}

const panel = () => screen.getByRole('tabpanel');
const tab = (name: string) => screen.getByRole('tab', { name });

describe('/help', () => {
  it('switches between How to Use, Best Practices and FAQ by click, one panel at a time', () => {
    renderHelp();
    expect(tab('How to Use').getAttribute('aria-selected')).toBe('true');
    expect(within(panel()).getByText('Create your account')).toBeTruthy();

    fireEvent.click(tab('Best Practices'));
    expect(tab('Best Practices').getAttribute('aria-selected')).toBe('true');
    expect(tab('How to Use').getAttribute('aria-selected')).toBe('false');
    expect(panel().getAttribute('aria-labelledby')).toBe('tab-best-practices');
    expect(within(panel()).getByText('Keep a human pace: about 40 a day')).toBeTruthy();
    expect(within(panel()).queryByText('Create your account')).toBeNull();

    fireEvent.click(tab('FAQ'));
    expect(within(panel()).getByText('How do credits work?')).toBeTruthy();
    expect(within(panel()).queryByText('Keep a human pace: about 40 a day')).toBeNull();
  });

  it('moves between tabs with the arrow, Home and End keys, focus following', () => {
    renderHelp();
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(tab('Best Practices').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Best Practices'));
    fireEvent.keyDown(list, { key: 'End' });
    expect(tab('FAQ').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(tab('How to Use').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(tab('FAQ').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(tab('How to Use').getAttribute('aria-selected')).toBe('true');
  });

  it('says what the product does now in every tab: no feature "once it launches"', () => {
    renderHelp();
    for (const name of ['How to Use', 'Best Practices', 'FAQ']) {
      fireEvent.click(tab(name));
      const text = (panel().textContent ?? '').replace(/\s+/g, ' ');
      expect(text, name).not.toMatch(/launches|on their way|coming soon/i);
    }
    expect((panel().textContent ?? '').replace(/\s+/g, ' ')).toContain(
      'with AI resume tailoring switched on in Assistant Setup, a job uses 5 more (given back when the tailoring fails)',
    );
  });
});
