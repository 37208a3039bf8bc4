import { DEFAULT_RESUME_CONFIG, type ResumeConfig } from '@applypilot/resume';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayoutModal } from './layout-modal';

afterEach(cleanup);

function renderModal(config: ResumeConfig = DEFAULT_RESUME_CONFIG) {
  const onApply = vi.fn<(config: ResumeConfig) => void>();
  const onClose = vi.fn();
  render(<LayoutModal open config={config} onApply={onApply} onClose={onClose} />);
  return { onApply, onClose };
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);
const set = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const applied = (onApply: ReturnType<typeof vi.fn>) => {
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  return onApply.mock.calls.at(-1)?.[0] as ResumeConfig;
};

describe("'Resume Layout & Style' (section 9)", () => {
  it('edits the margins, spacing, divider and every font row beyond family, and applies them together', () => {
    const { onApply } = renderModal();
    expect(input('Left Margin (mm)').value).toBe('7');
    expect(input('Right Margin (mm)').value).toBe('7');
    expect(input('Section Gap (mm)').value).toBe('3');
    expect(input('Line Gap (mm)').value).toBe('5');
    expect(input('Bullet Indent (mm)').value).toBe('5');

    set('Left Margin (mm)', '12');
    set('Right Margin (mm)', '10.5');
    set('Section Gap (mm)', '4.5');
    set('Line Gap (mm)', '6');
    set('Bullet Indent (mm)', '8');
    set('Divider', 'none');
    set('Header (name) weight', 'normal');
    set('Header (name) size', '24');
    set('Small Text weight', 'bold');
    set('Section Header colour', '#1d4ed8');
    // Nothing is applied while editing.
    expect(onApply).not.toHaveBeenCalled();

    const config = applied(onApply);
    expect(config.page.margins).toEqual({ ...DEFAULT_RESUME_CONFIG.page.margins, left: 12, right: 10.5 });
    expect(config.spacing).toEqual({
      ...DEFAULT_RESUME_CONFIG.spacing,
      sectionGap: 4.5,
      lineGap: 6,
      indentation: 8,
    });
    expect(config.divider.style).toBe('none');
    expect(config.fonts.header).toEqual({
      ...DEFAULT_RESUME_CONFIG.fonts.header,
      weight: 'normal',
      size: 24,
    });
    expect(config.fonts.small.weight).toBe('bold');
    expect(config.fonts.sectionHeader.color).toBe('#1d4ed8');
  });

  it('keeps a value outside the limits out of the config and says which range is allowed', () => {
    const { onApply } = renderModal();
    set('Line Gap (mm)', '1');
    expect(screen.getByText('Between 2 and 20')).toBeTruthy();
    expect(applied(onApply).spacing.lineGap).toBe(DEFAULT_RESUME_CONFIG.spacing.lineGap);
  });

  it('"Reset to Defaults" puts every field back to the defaults of section 9', () => {
    const custom: ResumeConfig = structuredClone(DEFAULT_RESUME_CONFIG);
    custom.page.format = 'letter';
    custom.page.margins.left = 20;
    custom.spacing.sectionGap = 9;
    custom.divider.style = 'none';
    custom.fonts.normal = { ...custom.fonts.normal, style: 'courier', size: 13, color: '#333333' };
    const { onApply } = renderModal(custom);
    expect(input('Page Format').value).toBe('letter');
    expect(input('Left Margin (mm)').value).toBe('20');

    fireEvent.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    expect(input('Page Format').value).toBe('a4');
    expect(input('Left Margin (mm)').value).toBe('7');
    expect(input('Section Gap (mm)').value).toBe('3');
    expect(input('Divider').value).toBe('line');
    expect(input('Normal Text font').value).toBe('times');
    expect(input('Normal Text size').value).toBe('11');
    expect(applied(onApply)).toEqual(DEFAULT_RESUME_CONFIG);
  });
});
