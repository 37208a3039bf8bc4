import { describe, expect, it } from 'vitest';
import { DEFAULT_RESUME_CONFIG, mergeConfig } from '../model/config';
import { ResumeDataSchema } from '../model/resume-data';
import { renderResume } from '../render/render-resume';
import { readPdf } from '../../test/read-pdf';
import { bulletWidthAdvice, measureBulletWidth } from './measure';
import { textWidthMm } from './text-width';

const font = DEFAULT_RESUME_CONFIG.fonts.normal;

describe('measureBulletWidth', () => {
  it('measures against the page width minus margins, indentation and the bullet', () => {
    const {
      availableWidthMm,
      textWidthMm: width,
      ratio,
    } = measureBulletWidth('Built things', DEFAULT_RESUME_CONFIG);
    const bullet = textWidthMm('• ', font);
    expect(availableWidthMm).toBeCloseTo(210 - 7 - 7 - 5 - bullet, 6);
    expect(width).toBeCloseTo(textWidthMm('Built things', font), 6);
    expect(ratio).toBeCloseTo(width / availableWidthMm, 6);
    const letter = measureBulletWidth('Built things', mergeConfig({ page: { format: 'letter' } }));
    expect(letter.availableWidthMm).toBeCloseTo(215.9 - 7 - 7 - 5 - bullet, 6);
  });

  it('uses the fonts exact widths without kerning (AV and To are not tightened)', () => {
    // Times-Roman: A 722, V 722, T 611, o 500 (1/1000 em); 11 pt.
    expect(textWidthMm('AVTo', font)).toBeCloseTo((2555 / 1000) * 11 * (25.4 / 72), 9);
  });

  it('agrees with the renderer: just under 100 % stays on one line, just over wraps', async () => {
    let text = 'Improved';
    while (measureBulletWidth(`${text} word`).ratio <= 1) text += ' word';
    const fits = measureBulletWidth(text);
    const over = measureBulletWidth(`${text} word`);
    expect(fits.ratio).toBeLessThanOrEqual(1);
    expect(over.ratio).toBeGreaterThan(1);
    const data = ResumeDataSchema.parse({ projects: [{ title: 'P', bullets: [text, `${text} word`] }] });
    const pdf = await readPdf(renderResume(data, ['projects']));
    const bulletLines = pdf.pages[0]!.lines.slice(2);
    expect(bulletLines).toEqual([`• ${text}`, `• ${text}`, 'word']);
  });
});

describe('bulletWidthAdvice', () => {
  it('asks to remove words over 100 %', () => {
    expect(bulletWidthAdvice(1.2, 'one two three four five six seven eight nine ten')).toEqual({
      level: 'over',
      message: 'remove ~2 words',
    });
    expect(bulletWidthAdvice(1.01, 'a b c d e f g h i j k l')).toEqual({
      level: 'over',
      message: 'remove ~1 words',
    });
  });

  it('asks to add words under 90 %, aiming at 95 %', () => {
    expect(bulletWidthAdvice(0.5, 'one two three four five')).toEqual({
      level: 'under',
      message: 'add ~5 words',
    });
    expect(
      bulletWidthAdvice(0.89, 'a b c d e f g h i j k l m n o p q r s t u v w x y z a b c'),
    ).toMatchObject({
      level: 'under',
    });
  });

  it('is content between 90 % and 100 %', () => {
    expect(bulletWidthAdvice(0.9, 'x y')).toEqual({ level: 'ok', message: '' });
    expect(bulletWidthAdvice(1, 'x y')).toEqual({ level: 'ok', message: '' });
  });
});
