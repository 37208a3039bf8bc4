import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_RESUME_CONFIG } from '@applypilot/resume';
import { BulletList } from './bullet-list';

function Harness({ initial }: { initial: string[] }) {
  const [bullets, setBullets] = useState(initial);
  return (
    <>
      <BulletList bullets={bullets} config={DEFAULT_RESUME_CONFIG} onChange={setBullets} />
      <output data-testid="state">{JSON.stringify(bullets)}</output>
    </>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '[]') as string[];

afterEach(cleanup);

describe('BulletList', () => {
  it('adds a bullet after any row, with Enter, and at the end; removes any row', () => {
    render(<Harness initial={['First', 'Second']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a bullet after bullet 1' }));
    expect(state()).toEqual(['First', '', 'Second']);
    expect(document.activeElement).toBe(screen.getByLabelText('Bullet 2'));

    fireEvent.keyDown(screen.getByLabelText('Bullet 3'), { key: 'Enter' });
    expect(state()).toEqual(['First', '', 'Second', '']);

    fireEvent.click(screen.getByRole('button', { name: '+ Add Bullet' }));
    expect(state()).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: 'Remove bullet 2' }));
    expect(state()).toEqual(['First', 'Second', '', '']);
  });

  it('keeps a bullet on one line and shows its width in colour', () => {
    render(<Harness initial={['Cut build times']} />);
    fireEvent.change(screen.getByLabelText('Bullet 1'), { target: { value: 'Cut build\ntimes by half' } });
    expect(state()).toEqual(['Cut build times by half']);
    const meter = screen.getByTestId('bullet-width');
    expect(meter.dataset.level).toBe('amber');
    expect(meter.textContent).toMatch(/^\d+% of the line · add ~\d+ words$/);
  });
});
