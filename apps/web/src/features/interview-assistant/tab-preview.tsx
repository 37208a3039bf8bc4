import { useEffect, type RefObject } from 'react';
import styles from './interview-assistant.module.css';

/** Section 2.4's optional preview of the shared tab; Analyze takes its frame from this <video>. */
export function TabPreview({
  stream,
  videoRef,
}: {
  stream: MediaStream;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
    return () => {
      video.srcObject = null;
    };
  }, [stream, videoRef]);
  return (
    <figure className={styles.preview}>
      <video ref={videoRef} muted playsInline autoPlay className={styles.previewVideo} />
      <figcaption className={styles.previewCaption}>Connected Tab View</figcaption>
    </figure>
  );
}
