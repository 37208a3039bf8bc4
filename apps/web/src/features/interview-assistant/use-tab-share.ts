import { useCallback, useEffect, useRef, useState } from 'react';
import { shareTab } from './media/tab-share';

export interface TabShare {
  stream: MediaStream | null;
  hasAudio: boolean;
  connecting: boolean;
  /** Resolves true once connected; rejects with the message for the status line. */
  connect(): Promise<void>;
  disconnect(): void;
}

/**
 * The shared tab (Connect Tab). The connection ends when its video track ends (section 4): the user pressed the
 * browser's "Stop sharing", or closed the shared tab. `onEnded` runs then, and after disconnect().
 */
export function useTabShare(onEnded: () => void): TabShare {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [connecting, setConnecting] = useState(false);
  const current = useRef<MediaStream | null>(null);
  const ended = useRef(onEnded);
  ended.current = onEnded;

  const end = useCallback((which: MediaStream) => {
    if (current.current !== which) return;
    current.current = null;
    for (const track of which.getTracks()) track.stop();
    setStream(null);
    ended.current();
  }, []);

  const connect = useCallback(async () => {
    setConnecting(true);
    try {
      const next = await shareTab();
      if (current.current) end(current.current);
      current.current = next;
      next.getVideoTracks()[0]?.addEventListener('ended', () => end(next));
      setStream(next);
    } finally {
      setConnecting(false);
    }
  }, [end]);

  const disconnect = useCallback(() => {
    if (current.current) end(current.current);
  }, [end]);

  // Leaving the page stops the share (the browser's "sharing this tab" bar goes away).
  useEffect(
    () => () => {
      for (const track of current.current?.getTracks() ?? []) track.stop();
      current.current = null;
    },
    [],
  );

  return {
    stream,
    hasAudio: (stream?.getAudioTracks().length ?? 0) > 0,
    connecting,
    connect,
    disconnect,
  };
}
