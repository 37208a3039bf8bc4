import { describe, expect, it } from 'vitest';
import { findUnsupported, normaliseText } from './normalise-text';

describe('normaliseText', () => {
  it('keeps what the standard fonts have: accents, curly quotes, dashes, bullet, euro', () => {
    const text = 'Zoë Müller – “Café” — ‘naïve’ • €5 … ©';
    expect(normaliseText(text)).toEqual({ text, unsupported: [] });
  });

  it('maps arrows, comparisons, ticks, odd spaces and ligatures', () => {
    expect(normaliseText('a → b ← c ≥ 1 ≤ 2 ✓ ✔ −3 ﬁle ﬂow').text).toBe(
      'a -> b <- c >= 1 <= 2 v v -3 file flow',
    );
    expect(normaliseText('a\u00a0b\u2009c\u202fd\u200be\u00adf\tg').text).toBe(
      'a b c dcef g'.replace('dcef', 'def'),
    );
  });

  it('strips diacritics from Latin letters the fonts lack', () => {
    expect(normaliseText('Dvořák Łódź Erdős Ștefan Țară İstanbul ğ').text).toBe(
      'Dvorák Lódz Erdos Stefan Tara Istanbul g',
    );
    expect(normaliseText('e\u0301').text).toBe('é');
  });

  it('removes emoji and reports them with other characters it cannot map', () => {
    const result = normaliseText('Shipped 🚀 fast 👍🏽 in 東京 and Москва 🚀');
    expect(result.text).toBe('Shipped  fast  in  and  ');
    expect(result.unsupported).toEqual(['🚀', '👍', '東', '京', 'М', 'о', 'с', 'к', 'в', 'а']);
  });

  it('collects unsupported characters over many fields, once each', () => {
    expect(findUnsupported(['ok', 'Ω and 😀', '😀'])).toEqual(['Ω', '😀']);
  });
});
