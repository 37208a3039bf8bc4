import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RESUME_WINDOW_EVENT } from '@applypilot/contracts';
import { ResumeSidebarActions } from './sidebar-actions';
import { builderMounted } from './state/resume-events';
import { userStorage } from '../../lib/user-data/user-store';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSidebar(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ResumeSidebarActions />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('ResumeSidebarActions', () => {
  it('lists the actions of section 2.3 under a title field that defaults to Untitled Resume, Set for Automation first', () => {
    renderSidebar('/dashboard');
    expect(screen.getByLabelText('Resume title')).toHaveProperty('value', 'Untitled Resume');
    const labels = screen.getAllByRole('button').map((button) => button.textContent);
    expect(labels).toEqual([
      'Set for Automation',
      'Create New Resume',
      'Custom Section',
      'Set Layout',
      'Show/Hide Preview',
      'Download PDF',
      'Load Demo',
    ]);
  });

  it('stores the title and broadcasts the change', () => {
    renderSidebar('/dashboard/resume-builder');
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(RESUME_WINDOW_EVENT.titleChange, listener);
    fireEvent.change(screen.getByLabelText('Resume title'), { target: { value: 'Backend Roles' } });
    window.removeEventListener(RESUME_WINDOW_EVENT.titleChange, listener);
    expect(userStorage.getItem('builtResumeTitle')).toBe('"Backend Roles"');
    expect(heard).toEqual([{ title: 'Backend Roles' }]);
  });

  it('broadcasts the window event while the builder is open', () => {
    const page = builderMounted();
    renderSidebar('/dashboard/resume-builder');
    let heard = 0;
    const listener = () => (heard += 1);
    window.addEventListener(RESUME_WINDOW_EVENT.downloadPdf, listener);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    window.removeEventListener(RESUME_WINDOW_EVENT.downloadPdf, listener);
    page.unmount();
    expect(heard).toBe(1);
  });

  it('opens the builder from another page and hands it the action', () => {
    renderSidebar('/dashboard/setup');
    fireEvent.click(screen.getByRole('button', { name: 'Set Layout' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/resume-builder');
    const page = builderMounted();
    expect(page.takePending()).toBe(RESUME_WINDOW_EVENT.setLayout);
    expect(page.takePending()).toBeNull();
    page.unmount();
  });
});
