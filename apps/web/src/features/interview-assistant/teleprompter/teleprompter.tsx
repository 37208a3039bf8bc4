import type { JSX } from 'react';
import { createPortal } from 'react-dom';
import { readTeleprompterPosition, readTeleprompterSize } from '../../../lib/interview/settings';
import { FloatingTeleprompter } from './floating-teleprompter';
import { resolveBox } from './geometry';
import { TeleprompterContent } from './teleprompter-content';
import styles from './teleprompter.module.css';
import { usePipWindow } from './use-pip-window';
import { currentViewport } from './viewport';

export interface TeleprompterProps {
  /** The latest answer (streaming or done). */
  text: string;
  /** True while the answer is still arriving: the view follows its end and a caret blinks. */
  streaming: boolean;
  /** From the settings, 12 to 32 px. */
  fontSize: number;
  /** The settings' "Picture-in-Picture" choice; used only where the browser has Document PiP. */
  pip: boolean;
  onClose(): void;
}

/**
 * The teleprompter (section 2.4): the page renders it only while it is open. With `pip` and a browser that has
 * Document Picture-in-Picture it lives in an always-on-top window (closing that window closes it); otherwise, or if
 * the window cannot open, it floats over the page behind a blurred backdrop.
 */
export function Teleprompter(props: TeleprompterProps): JSX.Element {
  const pip = usePipWindow(props.pip, initialPipSize(), props.onClose);

  if (pip.kind === 'opening') return <></>;
  if (pip.kind === 'open') {
    return createPortal(
      <div role="dialog" aria-label="Teleprompter" className={styles.pipBox}>
        <TeleprompterContent
          text={props.text}
          streaming={props.streaming}
          fontSize={props.fontSize}
          onClose={props.onClose}
        />
      </div>,
      pip.window.document.body,
    );
  }
  return (
    <FloatingTeleprompter
      text={props.text}
      streaming={props.streaming}
      fontSize={props.fontSize}
      onClose={props.onClose}
    />
  );
}

/** The PiP window opens at the size the in-page box would have (the browser may cap it). */
function initialPipSize(): { width: number; height: number } {
  const box = resolveBox(readTeleprompterPosition(), readTeleprompterSize(), currentViewport());
  return { width: box.width, height: box.height };
}
