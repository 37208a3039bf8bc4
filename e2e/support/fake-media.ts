import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';

const run = promisify(execFile);

/** A part of a spoken recording: words (espeak-ng) or a pause. */
export type SpeechPart = { say: string } | { pauseMs: number };

/**
 * Speaks the parts with espeak-ng into a 48 kHz mono 16-bit WAV (sox pads and resamples), with leading and trailing
 * silence: the file Chromium's fake microphone plays (FACTS.md). Debian's espeak-ng and sox must be installed.
 */
export async function speakWav(
  file: string,
  parts: SpeechPart[],
  options: { leadMs?: number; tailMs?: number } = {},
): Promise<string> {
  const pieces: string[] = [];
  for (const [i, part] of parts.entries()) {
    const piece = path.join(path.dirname(file), `${path.basename(file, '.wav')}-part${i}.wav`);
    if ('say' in part) await run('espeak-ng', ['-w', piece, part.say]);
    else
      await run('sox', [
        '-n',
        '-r',
        '22050',
        '-c',
        '1',
        '-b',
        '16',
        piece,
        'trim',
        '0',
        String(part.pauseMs / 1000),
      ]);
    pieces.push(piece);
  }
  const pad = [String((options.leadMs ?? 300) / 1000), String((options.tailMs ?? 2000) / 1000)];
  await run('sox', [...pieces, '-r', '48000', '-c', '1', '-b', '16', file, 'pad', ...pad]);
  return file;
}

/** Seconds of audio in a WAV file (soxi -D). */
export async function wavSeconds(file: string): Promise<number> {
  const { stdout } = await run('soxi', ['-D', file]);
  return Number(stdout.trim());
}

/**
 * Chromium flags for fake media: getUserMedia is granted without a prompt and the microphone plays `wav` once from
 * the start each time it is opened, then silence; getDisplayMedia({preferCurrentTab: true}) shares the page's own tab.
 */
export function fakeMediaArgs(wav: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}%noloop`,
    '--auto-accept-this-tab-capture',
    // The page plays the question in an <audio> element without a click of its own.
    '--autoplay-policy=no-user-gesture-required',
  ];
}
