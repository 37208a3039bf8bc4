/**
 * Plays the practice question's recording aloud, as an interviewer would ask it, and hands the recording to the
 * pipeline as the "recorded clip". The asset is bundled under /assets (same origin: the CSP's media-src 'self').
 */
import questionUrl from './practice-question.wav?url';

export const PRACTICE_QUESTION_URL: string = questionUrl;

export const PRACTICE_AUDIO_ERROR =
  'Could not play the practice question. Check that your sound is on and try again.';

/**
 * Resolves with the recording as a Blob once playback has ended; rejects with PRACTICE_AUDIO_ERROR when the audio
 * cannot load or play (a blocked autoplay, a missing file). play() is called at once, inside the caller's click or key
 * press, so the browser counts it as user-initiated; the Blob is fetched alongside (from the cache the player fills).
 */
export function playPracticeQuestion(url: string = PRACTICE_QUESTION_URL): Promise<Blob> {
  const audio = new Audio(url);
  audio.preload = 'auto';
  const recording = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`The practice question did not load (${response.status})`);
    return response.blob();
  });
  // An unawaited rejection would be reported as unhandled before playback ends; it is surfaced below instead.
  recording.catch(() => undefined);

  return new Promise<Blob>((resolve, reject) => {
    const fail = (cause: unknown) => {
      cleanup();
      reject(new Error(PRACTICE_AUDIO_ERROR, { cause }));
    };
    const onEnded = () => {
      cleanup();
      recording.then(resolve, fail);
    };
    const onError = () => fail(audio.error);
    const cleanup = () => {
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('error', onError);
    };
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('error', onError);
    const started = audio.play();
    // Old engines return undefined from play(); every current browser returns a promise.
    if (started !== undefined) started.catch(fail);
  });
}
