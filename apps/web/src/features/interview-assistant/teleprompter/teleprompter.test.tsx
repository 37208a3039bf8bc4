import { STORAGE_KEYS } from '@applypilot/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Teleprompter } from './teleprompter';
import { userStorage } from '../../../lib/user-data/user-store';

const VIEWPORT = { width: 1280, height: 720 };

function setViewport(width: number, height: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: height });
}

function box() {
  const dialog = screen.getByRole('dialog', { name: 'Teleprompter' });
  const { left, top, width, height } = dialog.style;
  return { left, top, width, height };
}

function stored() {
  return {
    position: userStorage.getItem(STORAGE_KEYS.interviewTeleprompterPosition),
    size: userStorage.getItem(STORAGE_KEYS.interviewTeleprompterSize),
  };
}

/** jsdom has no pointer capture; the box asks for it on every press. */
function stubPointerCapture() {
  const captured = new Set<number>();
  Element.prototype.setPointerCapture = (id: number) => void captured.add(id);
  Element.prototype.releasePointerCapture = (id: number) => void captured.delete(id);
  Element.prototype.hasPointerCapture = (id: number) => captured.has(id);
}

/** jsdom has no PointerEvent either: a MouseEvent with a pointerId is all the box reads. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}

function drag(element: Element, from: [number, number], by: [number, number]) {
  fireEvent.pointerDown(element, { pointerId: 1, button: 0, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(element, {
    pointerId: 1,
    clientX: from[0] + by[0] / 2,
    clientY: from[1] + by[1] / 2,
  });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: from[0] + by[0], clientY: from[1] + by[1] });
  fireEvent.pointerUp(element, { pointerId: 1, clientX: from[0] + by[0], clientY: from[1] + by[1] });
}

describe('Teleprompter', () => {
  beforeEach(() => {
    localStorage.clear();
    setViewport(VIEWPORT.width, VIEWPORT.height);
    stubPointerCapture();
    vi.stubGlobal('PointerEvent', TestPointerEvent);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'documentPictureInPicture');
  });

  it('shows the answer at the chosen font size, with a caret and "Writing…" only while streaming', () => {
    const { rerender } = render(
      <Teleprompter text="I led the release." streaming fontSize={24} pip={false} onClose={() => {}} />,
    );
    const text = screen.getByText('I led the release.');
    expect(text.style.fontSize).toBe('24px');
    expect(screen.getByTestId('teleprompter-caret')).toBeTruthy();
    expect(screen.getByText('Writing…')).toBeTruthy();

    rerender(
      <Teleprompter
        text="I led the release."
        streaming={false}
        fontSize={24}
        pip={false}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByTestId('teleprompter-caret')).toBeNull();
    expect(screen.queryByText('Writing…')).toBeNull();
  });

  it('says there is no answer yet when there is none', () => {
    render(<Teleprompter text="" streaming={false} fontSize={16} pip={false} onClose={() => {}} />);
    expect(
      screen.getByText('No answer yet. Ask a question and the answer appears here as it is written.'),
    ).toBeTruthy();
  });

  it('follows the end of a streaming answer', () => {
    const { rerender } = render(
      <Teleprompter text="One" streaming fontSize={16} pip={false} onClose={() => {}} />,
    );
    const body = screen.getByTestId('teleprompter-text');
    Object.defineProperty(body, 'scrollHeight', { configurable: true, value: 900 });
    rerender(<Teleprompter text="One two" streaming fontSize={16} pip={false} onClose={() => {}} />);
    expect(body.scrollTop).toBe(900);
  });

  it('closes from its button and with Escape', () => {
    const onClose = vi.fn();
    render(<Teleprompter text="Hi" streaming={false} fontSize={16} pip={false} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close teleprompter' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByTestId('teleprompter-text'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('opens at section 9 defaults, with a blurred backdrop that lets clicks through', () => {
    render(<Teleprompter text="Hi" streaming={false} fontSize={16} pip={false} onClose={() => {}} />);
    expect(box()).toEqual({ left: '320px', top: '20px', width: '640px', height: '288px' });
    expect(screen.getByTestId('teleprompter-backdrop')).toBeTruthy();
    expect(stored()).toEqual({ position: null, size: null });
  });

  it('moves by the drag, resizes by the grip, and remembers both in px', () => {
    render(<Teleprompter text="Hi" streaming={false} fontSize={16} pip={false} onClose={() => {}} />);
    drag(screen.getByTestId('teleprompter-drag-handle'), [400, 30], [-200, 140]);
    expect(box()).toEqual({ left: '120px', top: '160px', width: '640px', height: '288px' });
    expect(stored()).toEqual({
      position: JSON.stringify({ top: '160px', left: '120px' }),
      size: JSON.stringify({ width: '640px', height: '288px' }),
    });

    drag(screen.getByTestId('teleprompter-resize-handle'), [750, 440], [70, 50]);
    expect(box()).toEqual({ left: '120px', top: '160px', width: '710px', height: '338px' });
    expect(JSON.parse(stored().size ?? '')).toEqual({ width: '710px', height: '338px' });
  });

  it('never shrinks below 300 × 150', () => {
    render(<Teleprompter text="Hi" streaming={false} fontSize={16} pip={false} onClose={() => {}} />);
    drag(screen.getByTestId('teleprompter-resize-handle'), [950, 300], [-900, -900]);
    expect(box()).toMatchObject({ width: '300px', height: '150px' });
  });

  it('a press on the close button does not start a drag', () => {
    render(<Teleprompter text="Hi" streaming={false} fontSize={16} pip={false} onClose={() => {}} />);
    const close = screen.getByRole('button', { name: 'Close teleprompter' });
    fireEvent.pointerDown(close, { pointerId: 1, button: 0, clientX: 900, clientY: 30 });
    fireEvent.pointerMove(screen.getByTestId('teleprompter-drag-handle'), {
      pointerId: 1,
      clientX: 500,
      clientY: 30,
    });
    expect(box().left).toBe('320px');
  });

  it('comes back where it was left', () => {
    userStorage.setItem(
      STORAGE_KEYS.interviewTeleprompterPosition,
      JSON.stringify({ top: '90px', left: '40px' }),
    );
    userStorage.setItem(
      STORAGE_KEYS.interviewTeleprompterSize,
      JSON.stringify({ width: '500px', height: '260px' }),
    );
    render(<Teleprompter text="Hi" streaming={false} fontSize={16} pip={false} onClose={() => {}} />);
    expect(box()).toEqual({ left: '40px', top: '90px', width: '500px', height: '260px' });
  });

  it('moves with the arrow keys on the title bar', () => {
    render(<Teleprompter text="Hi" streaming={false} fontSize={16} pip={false} onClose={() => {}} />);
    fireEvent.keyDown(screen.getByTestId('teleprompter-drag-handle'), { key: 'ArrowDown', shiftKey: true });
    expect(box()).toMatchObject({ left: '320px', top: '70px' });
  });

  it('stays in the page when the browser has no Document Picture-in-Picture', () => {
    render(<Teleprompter text="Hi" streaming={false} fontSize={16} pip onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Teleprompter' })).toBeTruthy();
  });

  it('renders into a Picture-in-Picture window when asked, and closing that window closes it', async () => {
    const pipDocument = document.implementation.createHTMLDocument('');
    const listeners = new Map<string, () => void>();
    const pipWindow = {
      document: pipDocument,
      close: vi.fn(),
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    };
    const requestWindow = vi.fn(() => Promise.resolve(pipWindow));
    Object.defineProperty(window, 'documentPictureInPicture', {
      configurable: true,
      value: { requestWindow, window: null },
    });
    const onClose = vi.fn();

    render(<Teleprompter text="In the corner." streaming fontSize={20} pip onClose={onClose} />);
    await act(async () => {});

    expect(requestWindow).toHaveBeenCalledWith({ width: 640, height: 288 });
    expect(screen.queryByRole('dialog', { name: 'Teleprompter' })).toBeNull();
    // A document made in the test has no window, which testing-library's queries need: plain DOM queries instead.
    const inPip = pipDocument.querySelector('[role="dialog"][aria-label="Teleprompter"]');
    expect(inPip?.querySelector('[data-testid="teleprompter-text"]')?.textContent).toBe('In the corner.');
    expect(inPip?.querySelector<HTMLElement>('[data-testid="teleprompter-text"] p')?.style.fontSize).toBe(
      '20px',
    );
    expect(pipDocument.title).toBe('Teleprompter');

    act(() => listeners.get('pagehide')?.());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes its Picture-in-Picture window when the page closes the teleprompter, without calling onClose', async () => {
    const pipWindow = {
      document: document.implementation.createHTMLDocument(''),
      close: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    };
    Object.defineProperty(window, 'documentPictureInPicture', {
      configurable: true,
      value: { requestWindow: () => Promise.resolve(pipWindow), window: null },
    });
    const onClose = vi.fn();
    const { unmount } = render(
      <Teleprompter text="x" streaming={false} fontSize={16} pip onClose={onClose} />,
    );
    await act(async () => {});
    unmount();
    expect(pipWindow.close).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to the page when the window cannot open', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(window, 'documentPictureInPicture', {
      configurable: true,
      value: { requestWindow: () => Promise.reject(new DOMException('No user gesture', 'NotAllowedError')) },
    });
    render(<Teleprompter text="Here instead." streaming={false} fontSize={16} pip onClose={() => {}} />);
    await act(async () => {});
    expect(screen.getByRole('dialog', { name: 'Teleprompter' })).toBeTruthy();
    expect(screen.getByText('Here instead.')).toBeTruthy();
  });
});
