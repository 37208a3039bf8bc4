import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  readTeleprompterPosition,
  readTeleprompterSize,
  writeTeleprompterPosition,
  writeTeleprompterSize,
  type TeleprompterPosition,
  type TeleprompterSize,
} from '../../../lib/interview/settings';
import { boxToStored, moveBox, resizeBox, resolveBox, type Box, type Viewport } from './geometry';
import { TeleprompterContent } from './teleprompter-content';
import { currentViewport } from './viewport';
import styles from './teleprompter.module.css';

/** One arrow key press moves or resizes by this much (px); with Shift, by KEY_STEP_LARGE. */
const KEY_STEP = 10;
const KEY_STEP_LARGE = 50;

interface Gesture {
  kind: 'move' | 'resize';
  pointerId: number;
  x: number;
  y: number;
  start: Box;
  /** Where the last move put the box (none: a press without a move, which remembers nothing). */
  last?: Box;
}

/**
 * The teleprompter as a box over the page: dragged by its title bar, resized from the bottom-right grip (pointer
 * capture, so a fast drag does not lose the box), never below 300 × 150 px and always inside the viewport. The place
 * is remembered with settings.ts when the pointer is released. Until the first drag the stored strings stay section
 * 9's defaults ("50%" centred, "50vw", "40vh"), so an untouched box follows the window's size.
 */
export function FloatingTeleprompter(props: {
  text: string;
  streaming: boolean;
  fontSize: number;
  onClose(): void;
}) {
  const [stored, setStored] = useState<{ position: TeleprompterPosition; size: TeleprompterSize }>(() => ({
    position: readTeleprompterPosition(),
    size: readTeleprompterSize(),
  }));
  const [viewport, setViewport] = useState<Viewport>(currentViewport);
  const gesture = useRef<Gesture | null>(null);

  useEffect(() => {
    const onResize = () => setViewport(currentViewport());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // Always drawn in px from the stored strings: what the user sees is exactly what a drag starts from.
  const box = resolveBox(stored.position, stored.size, viewport);

  const remember = (next: Box) => {
    const strings = boxToStored(next);
    writeTeleprompterPosition(strings.position);
    writeTeleprompterSize(strings.size);
  };

  const begin = (kind: Gesture['kind']) => (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    gesture.current = { kind, pointerId: event.pointerId, x: event.clientX, y: event.clientY, start: box };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const active = gesture.current;
    if (!active || active.pointerId !== event.pointerId) return;
    const dx = event.clientX - active.x;
    const dy = event.clientY - active.y;
    const next =
      active.kind === 'move'
        ? moveBox(active.start, dx, dy, currentViewport())
        : resizeBox(active.start, dx, dy, currentViewport());
    active.last = next;
    setStored(boxToStored(next));
  };

  const end = (event: PointerEvent<HTMLDivElement>) => {
    const active = gesture.current;
    if (!active || active.pointerId !== event.pointerId) return;
    gesture.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    if (active.last) remember(active.last);
  };

  // Keyboard users move the box with the arrows on the title bar and resize it with the arrows on the grip.
  const onKey = (kind: Gesture['kind']) => (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const deltas: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = deltas[event.key];
    if (!delta || event.target !== event.currentTarget) return;
    event.preventDefault();
    const next =
      kind === 'move'
        ? moveBox(box, delta[0], delta[1], currentViewport())
        : resizeBox(box, delta[0], delta[1], currentViewport());
    setStored(boxToStored(next));
    remember(next);
  };

  return (
    <>
      <div className={styles.backdrop} data-testid="teleprompter-backdrop" aria-hidden="true" />
      <div
        role="dialog"
        aria-label="Teleprompter"
        className={styles.box}
        style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            props.onClose();
          }
        }}
      >
        <TeleprompterContent
          text={props.text}
          streaming={props.streaming}
          fontSize={props.fontSize}
          onClose={props.onClose}
          titleBarProps={{
            className: styles.draggable,
            'data-testid': 'teleprompter-drag-handle',
            title: 'Drag to move (or focus and use the arrow keys)',
            tabIndex: 0,
            onPointerDown: begin('move'),
            onPointerMove,
            onPointerUp: end,
            onPointerCancel: end,
            onKeyDown: onKey('move'),
          }}
        >
          <div
            className={styles.grip}
            data-testid="teleprompter-resize-handle"
            role="button"
            aria-label="Resize teleprompter"
            title="Drag to resize (or focus and use the arrow keys)"
            tabIndex={0}
            onPointerDown={begin('resize')}
            onPointerMove={onPointerMove}
            onPointerUp={end}
            onPointerCancel={end}
            onKeyDown={onKey('resize')}
          />
        </TeleprompterContent>
      </div>
    </>
  );
}
