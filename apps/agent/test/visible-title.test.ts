import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestSuggestion } from '../src/forms/fill-field';
import { readCards } from '../src/linkedin/search-page';
import { EngineHarness } from './support/run-engine';

/**
 * Job cards as LinkedIn's generations write their titles (issue 20): the drawn title is an aria-hidden copy, and a
 * visually hidden copy beside it says more for screen readers. Each card hides it another way: LinkedIn's
 * `.visually-hidden`, Tailwind's `sr-only`, a hashed class with the clip pattern, a 1 px box, and `display: none`.
 */
const PAGE = `
<style>
  .visually-hidden, .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  ._9f3a21 { position: absolute; clip: rect(0px, 0px, 0px, 0px); clip-path: inset(50%); white-space: nowrap; }
  ._77aa00 { position: absolute; width: 1px; height: 1px; overflow: hidden; }
</style>
<ul>
  <li data-occludable-job-id="101"><div class="job-card-container" data-job-id="101">
    <a class="job-card-list__title--link" href="/jobs/view/101/" aria-label="Senior Software Engineer, Platform with verification">
      <span aria-hidden="true"><strong>Senior Software Engineer, Platform</strong></span>
      <span class="visually-hidden">Senior Software Engineer, Platform with verification</span>
    </a>
    <div class="artdeco-entity-lockup__subtitle"><span>Acme</span></div>
    <div class="artdeco-entity-lockup__caption">Bengaluru, Karnataka, India (Hybrid)</div>
  </div></li>
  <li data-occludable-job-id="102"><div class="job-card-container" data-job-id="102">
    <a class="job-card-list__title--link" href="/jobs/view/102/"><span class="sr-only">Selected, </span>Data   Engineer
      <span class="sr-only">(Verified job)</span></a>
    <div class="artdeco-entity-lockup__subtitle">Globex</div>
  </div></li>
</ul>
<div componentkey="job-card-component-ref-103" role="button"><div class="_1b2c3d">
  <p class="_5e6f70"><span aria-hidden="true">Staff  Engineer,
    Search</span><span class="_9f3a21">Selected, Staff Engineer, Search (Verified job)</span></p>
  <p class="_aa11bb">Initech</p><p class="_cc22dd">Pune, Maharashtra, India (Remote)</p>
</div></div>
<div componentkey="job-card-component-ref-104" role="button"><div class="_1b2c3d">
  <p class="_5e6f70"><span aria-hidden="true">QA Lead</span><span class="_77aa00">QA Lead (Verified job)</span><span style="display:none">QA Lead</span></p>
  <p class="_aa11bb">Umbrella</p>
</div></div>`;

describe('job titles read from what the page shows', () => {
  let harness: EngineHarness;
  let page: Page;
  beforeAll(async () => {
    harness = await EngineHarness.start();
    page = await harness.context.newPage();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('leaves out visually hidden and aria-hidden copies, whatever hides them, with whitespace collapsed', async () => {
    await page.setContent(PAGE);
    const { cards } = await readCards(page);
    expect(cards.map((c) => [c.jobId, c.title, c.company])).toEqual([
      ['101', 'Senior Software Engineer, Platform', 'Acme'],
      ['102', 'Data Engineer', 'Globex'],
      ['103', 'Staff Engineer, Search', 'Initech'],
      ['104', 'QA Lead', 'Umbrella'],
    ]);
  });
});

describe('the typeahead suggestion for what was typed', () => {
  const cities = [
    'Bengaluru Rural, Karnataka, India',
    'Bengaluru, Karnataka, India',
    'Bangalore Rural, Karnataka, India',
  ];
  it('is the same text, else the one whose first part is what was typed, not one listed above it', () => {
    expect(bestSuggestion(cities, 'Bengaluru, Karnataka, India')).toBe('Bengaluru, Karnataka, India');
    expect(bestSuggestion(cities, 'Bengaluru')).toBe('Bengaluru, Karnataka, India');
    expect(bestSuggestion(cities, 'Bengaluru Rural')).toBe('Bengaluru Rural, Karnataka, India');
    expect(bestSuggestion(cities, 'Bangalore')).toBe('Bangalore Rural, Karnataka, India');
    expect(bestSuggestion(cities, 'Mysuru')).toBeUndefined();
  });
});
