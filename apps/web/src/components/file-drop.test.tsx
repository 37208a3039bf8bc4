import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileDrop } from './file-drop';

const pdf = () => new File(['%PDF-1.7 fake'], 'cv.pdf', { type: 'application/pdf' });

afterEach(cleanup);

describe('FileDrop', () => {
  it('shows the label and the hint, and opens the labelled picker on click', () => {
    render(
      <FileDrop label="Upload (PDF)" accept=".pdf" inputLabel="The PDF" testId="drop" onFile={() => {}} />,
    );
    const area = screen.getByTestId('drop');
    expect(area.querySelector('strong')?.textContent).toBe('Upload (PDF)');
    expect(area.querySelector('span')?.textContent).toBe('Click to choose a file or drop it here');
    const input = screen.getByLabelText<HTMLInputElement>('The PDF');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.pdf');
    const click = vi.spyOn(input, 'click');
    fireEvent.click(area);
    expect(click).toHaveBeenCalledOnce();
  });

  it('hands over a dropped file and a picked one, and lets the same file be picked again', () => {
    const onFile = vi.fn();
    render(
      <FileDrop
        label="Upload"
        hint="Drop here"
        accept=".pdf"
        inputLabel="The PDF"
        testId="drop"
        onFile={onFile}
      />,
    );
    expect(screen.getByText('Drop here')).toBeTruthy();
    const dropped = pdf();
    fireEvent.drop(screen.getByTestId('drop'), { dataTransfer: { files: [dropped] } });
    expect(onFile).toHaveBeenLastCalledWith(dropped);
    const picked = pdf();
    const input = screen.getByLabelText<HTMLInputElement>('The PDF');
    fireEvent.change(input, { target: { files: [picked] } });
    expect(onFile).toHaveBeenLastCalledWith(picked);
    expect(input.value).toBe('');
    fireEvent.drop(screen.getByTestId('drop'), { dataTransfer: { files: [] } });
    expect(onFile).toHaveBeenCalledTimes(2);
  });

  it('marks the area while a file is dragged over it, and passes disabled and aria-describedby on', () => {
    const { rerender } = render(
      <FileDrop label="Upload" accept=".pdf" inputLabel="The PDF" testId="drop" onFile={() => {}} />,
    );
    const area = screen.getByTestId<HTMLButtonElement>('drop');
    fireEvent.dragOver(area);
    expect(area.className).toContain('dropOver');
    fireEvent.dragLeave(area);
    expect(area.className).not.toContain('dropOver');
    expect(area.disabled).toBe(false);
    expect(area.hasAttribute('aria-describedby')).toBe(false);
    rerender(
      <FileDrop
        label="Upload"
        accept=".pdf"
        inputLabel="The PDF"
        testId="drop"
        disabled
        describedBy="state"
        onFile={() => {}}
      />,
    );
    expect(area.disabled).toBe(true);
    expect(area.getAttribute('aria-describedby')).toBe('state');
  });
});
