/**
 * The stream's audio through the PCM worklet: calls onFrame with each 100 ms frame of 16 kHz PCM and the
 * performance.now() it arrived at. The worklet's output goes to a muted gain node so the graph is pulled without
 * playing the captured audio back (a tab's own sound must not echo).
 */
import workletUrl from './pcm-worklet.ts?worker&url';
import { decodePcm16le } from './pcm';

const PCM_WORKLET_NAME = 'pcm-16k-frames';

export interface AudioFrames {
  stop(): Promise<void>;
}

export async function startAudioFrames(
  stream: MediaStream,
  onFrame: (samples: Int16Array, at: number) => void,
): Promise<AudioFrames> {
  const tracks = stream.getAudioTracks();
  if (tracks.length === 0) throw new Error('The stream has no audio track.');
  const context = new AudioContext();
  try {
    await context.audioWorklet.addModule(workletUrl);
    const source = context.createMediaStreamSource(new MediaStream(tracks));
    const node = new AudioWorkletNode(context, PCM_WORKLET_NAME, {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      channelCountMode: 'explicit',
      channelCount: 2,
    });
    const mute = context.createGain();
    mute.gain.value = 0;
    node.port.onmessage = (event: MessageEvent<ArrayBuffer>) =>
      onFrame(decodePcm16le(event.data), performance.now());
    source.connect(node).connect(mute).connect(context.destination);
    // Started from a click, so resume() is allowed; a context made without one may start suspended.
    await context.resume();
    return {
      async stop() {
        node.port.onmessage = null;
        source.disconnect();
        node.disconnect();
        await context.close().catch(() => undefined);
      },
    };
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}
