/**
 * The assistant page's behaviour: the pipeline (pipeline/), what is being listened to (a batch recording or live
 * listening, from the mic or the shared tab), the shared tab, Analyze, the practice question and the teleprompter's open
 * state. The page only draws what this returns.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { DEFAULT_GEMINI_API_URL, MESSAGES } from '@applypilot/contracts';
import { blobToBase64 } from '../../lib/interview/blob-base64';
import { createGeminiTransport } from '../../lib/interview/gemini-rest';
import {
  startLiveListening,
  type LiveListener,
  type LiveState,
} from '../../lib/interview/live/live-listener';
import { captureJpeg } from './media/screenshot';
import { startClipRecording, type ClipRecording } from './media/record-clip';
import { tabAudio } from './media/tab-share';
import { InterviewPipeline, READY } from './pipeline/interview-pipeline';
import type { SessionSnapshot, Status } from './pipeline/types';
import { playPracticeQuestion } from './practice/play-practice-question';
import { useAssistantConfig, type AssistantConfig } from './use-assistant-config';
import { useTabShare, type TabShare } from './use-tab-share';

export type AudioSource = 'mic' | 'tab';

/** What is listening now: a batch recording (one clip until Stop) or live listening (until Stop). */
type Capture =
  | { kind: 'clip'; source: AudioSource; stream: MediaStream; ownsStream: boolean; recording: ClipRecording }
  | {
      kind: 'live';
      source: AudioSource;
      stream: MediaStream;
      ownsStream: boolean;
      listener: LiveListener | null;
      stopped: boolean;
    };

export interface InterviewAssistant extends AssistantConfig {
  session: SessionSnapshot;
  /** Mic, Connect Tab and Analyze work (key and resume saved, Gemini's URL known). */
  ready: boolean;
  capturing: AudioSource | null;
  /** Live mode: the words of the question being asked, as they are transcribed. */
  partialTranscript: string;
  tab: TabShare;
  previewRef: RefObject<HTMLVideoElement | null>;
  practicing: boolean;
  teleprompterOpen: boolean;
  startRecording(source: AudioSource): Promise<void>;
  stop(): Promise<void>;
  connectTab(): Promise<void>;
  analyze(): Promise<void>;
  practice(): Promise<void>;
  toggleTeleprompter(): void;
  closeTeleprompter(): void;
}

const RECORDING_STATUS: Record<AudioSource, Status> = {
  mic: { text: MESSAGES.recordingMic, kind: 'recording' },
  tab: { text: MESSAGES.recordingTab, kind: 'recording' },
};
const LIVE_STATUS: Partial<Record<LiveState, Status>> = {
  connecting: { text: MESSAGES.liveConnecting, kind: 'recording' },
  listening: { text: MESSAGES.liveListening, kind: 'recording' },
  fallback: { text: MESSAGES.liveFallback, kind: 'recording' },
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useInterviewAssistant(): InterviewAssistant {
  const config = useAssistantConfig();
  const { settings, configured, baseUrl } = config;
  const ready = configured && baseUrl !== null;
  // The pipeline and media callbacks outlive renders: they read the latest values through refs.
  const latest = useRef({ settings, baseUrl, ready });
  useEffect(() => {
    latest.current = { settings, baseUrl, ready };
  }, [settings, baseUrl, ready]);

  const [teleprompterOpen, setTeleprompterOpen] = useState(false);
  const [capturing, setCapturing] = useState<AudioSource | null>(null);
  const [partialTranscript, setPartialTranscript] = useState('');
  const [practicing, setPracticing] = useState(false);
  const capture = useRef<Capture | null>(null);
  const cancelCapture = useRef<() => void>(() => undefined);

  const [pipeline] = useState(
    () =>
      new InterviewPipeline({
        settings: () => latest.current.settings,
        transport: () =>
          createGeminiTransport({
            baseUrl: latest.current.baseUrl ?? DEFAULT_GEMINI_API_URL,
            apiKey: latest.current.settings.apiKey.trim(),
          }),
        // An answer is what the candidate needs to see: the teleprompter opens when its first words arrive.
        onAnswerStarted: () => setTeleprompterOpen(true),
        onCapReached: () => cancelCapture.current(),
      }),
  );
  const session = useSyncExternalStore(pipeline.subscribe, pipeline.getSnapshot);

  /** The status between jobs: configuration needed, else whether a tab is connected, else Ready. */
  const tabConnected = useRef(false);
  const isConfigured = useRef(configured);
  const idleStatus = useCallback(
    (): Status =>
      !isConfigured.current
        ? { text: MESSAGES.interviewConfigNeeded, kind: 'normal' }
        : tabConnected.current
          ? { text: MESSAGES.connectedTab, kind: 'normal' }
          : READY,
    [],
  );
  // Section 4: until a key and a resume are saved, the status line says configuration is needed.
  useEffect(() => {
    isConfigured.current = configured;
    if (!capture.current) pipeline.setResting(idleStatus());
  }, [configured, idleStatus, pipeline]);

  const release = useCallback((ended: Capture) => {
    if (ended.ownsStream) for (const track of ended.stream.getTracks()) track.stop();
  }, []);

  /** Ends listening without an answer (the spending cap, leaving the page, a lost source). */
  const dropCapture = useCallback(() => {
    const ended = capture.current;
    if (!ended) return;
    capture.current = null;
    setCapturing(null);
    setPartialTranscript('');
    if (ended.kind === 'clip') ended.recording.cancel();
    else {
      ended.stopped = true;
      void ended.listener?.stop();
    }
    release(ended);
    pipeline.setResting(idleStatus());
  }, [idleStatus, pipeline, release]);
  useEffect(() => {
    cancelCapture.current = dropCapture;
  }, [dropCapture]);

  const stop = useCallback(async () => {
    // Batch mode: the end of speech is this press (the latency readout starts here).
    const speechEndedAt = performance.now();
    const ended = capture.current;
    if (!ended) return;
    capture.current = null;
    setCapturing(null);
    setPartialTranscript('');
    pipeline.setResting(idleStatus());
    if (ended.kind === 'live') {
      ended.stopped = true;
      await ended.listener?.stop();
      release(ended);
      return;
    }
    const clip = await ended.recording.stop();
    release(ended);
    await pipeline.submitClip(clip, { speechEndedAt });
  }, [idleStatus, pipeline, release]);

  const tab = useTabShare(() => {
    tabConnected.current = false;
    // The shared tab is gone: a tab recording ends there (and its question is still answered).
    if (capture.current?.source === 'tab') void stop();
    pipeline.setResting(idleStatus());
    pipeline.showStatus({ text: MESSAGES.tabDisconnected, kind: 'normal' });
  });
  const tabStream = useRef<MediaStream | null>(null);
  /** The preview's <video> (the page renders it): Analyze draws the frame from it. */
  const previewRef = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    tabStream.current = tab.stream;
    tabConnected.current = tab.stream !== null;
  }, [tab.stream]);

  const startLive = useCallback(
    async (source: AudioSource, stream: MediaStream, ownsStream: boolean) => {
      const live: Capture = { kind: 'live', source, stream, ownsStream, listener: null, stopped: false };
      capture.current = live;
      setCapturing(source);
      pipeline.setResting(LIVE_STATUS.connecting ?? READY);
      const current = () => capture.current === live && !live.stopped;
      try {
        live.listener = await startLiveListening({
          stream,
          baseUrl: latest.current.baseUrl ?? DEFAULT_GEMINI_API_URL,
          apiKey: latest.current.settings.apiKey.trim(),
          onPartialTranscript: (text) => {
            if (current()) setPartialTranscript(text);
          },
          onQuestion: (question) => {
            if (!current()) return;
            setPartialTranscript('');
            void pipeline.submitQuestion(question.text, question);
          },
          onFallbackClip: (clip) => {
            if (!current()) return;
            setPartialTranscript('');
            void pipeline.submitClip(clip.blob, { speechEndedAt: clip.speechEndedAt });
          },
          onStateChange: (state) => {
            const status = LIVE_STATUS[state];
            if (current() && status) pipeline.setResting(status);
          },
          onError: (message) => {
            if (current()) pipeline.showStatus({ text: MESSAGES.interviewError(message), kind: 'error' });
          },
        });
        // Stopped while it was starting: end it now.
        if (live.stopped) await live.listener.stop();
      } catch (error) {
        if (capture.current === live) dropCapture();
        pipeline.showStatus({ text: MESSAGES.interviewError(messageOf(error)), kind: 'error' });
      }
    },
    [dropCapture, pipeline],
  );

  const startRecording = useCallback(
    async (source: AudioSource) => {
      if (!latest.current.ready) return;
      if (capture.current) {
        pipeline.showStatus({ text: MESSAGES.alreadyRecording, kind: 'error' });
        return;
      }
      if (source !== 'mic' && source !== 'tab') {
        pipeline.showStatus({ text: MESSAGES.unknownRecordingSource, kind: 'error' });
        return;
      }
      if (!pipeline.hasBudget()) return;
      let stream: MediaStream;
      const ownsStream = source === 'mic';
      if (source === 'tab') {
        const audio = tabAudio(tabStream.current);
        if (!audio) {
          pipeline.showStatus({ text: MESSAGES.tabAudioUnavailable, kind: 'error' });
          return;
        }
        stream = audio;
      } else {
        try {
          stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        } catch (error) {
          pipeline.showStatus({ text: MESSAGES.microphoneUnavailable(messageOf(error)), kind: 'error' });
          return;
        }
        // A second press while the microphone was being opened.
        if (capture.current) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
      }
      if (latest.current.settings.liveMode) {
        await startLive(source, stream, ownsStream);
        return;
      }
      try {
        const recording = startClipRecording(stream, (message) => {
          // Section 8: a recording error is shown and the recording is stopped.
          if (capture.current?.kind === 'clip' && capture.current.recording === recording) dropCapture();
          pipeline.showStatus({ text: MESSAGES.recordingFailed(message), kind: 'error' });
        });
        capture.current = { kind: 'clip', source, stream, ownsStream, recording };
        setCapturing(source);
        pipeline.setResting(RECORDING_STATUS[source]);
      } catch (error) {
        if (ownsStream) for (const track of stream.getTracks()) track.stop();
        pipeline.showStatus({ text: MESSAGES.recordingFailed(messageOf(error)), kind: 'error' });
      }
    },
    [dropCapture, pipeline, startLive],
  );

  const connectTab = useCallback(async () => {
    if (tabStream.current) {
      tab.disconnect();
      return;
    }
    pipeline.showStatus({ text: MESSAGES.connectingTab, kind: 'processing' });
    try {
      await tab.connect();
      tabConnected.current = true;
      const connected: Status = { text: MESSAGES.connectedTab, kind: 'normal' };
      // While something records, its status stays the resting one; the connection is only announced.
      if (capture.current) pipeline.showStatus(connected);
      else pipeline.setResting(connected);
    } catch (error) {
      pipeline.showStatus({ text: messageOf(error), kind: 'error' });
    }
  }, [pipeline, tab]);

  const analyze = useCallback(async () => {
    if (!latest.current.ready) return;
    const startedAt = performance.now();
    try {
      const jpeg = await captureJpeg(tabStream.current, previewRef.current);
      await pipeline.submitScreen(await blobToBase64(jpeg), startedAt);
    } catch (error) {
      pipeline.showStatus({ text: MESSAGES.screenAnalysisFailed(messageOf(error)), kind: 'error' });
    }
  }, [pipeline]);

  // The practice question is asked like any other (decision 050): Gemini transcribes the recording with the user's key
  // and answers it from their resume, so it needs the same configuration as Mic and counts toward the cap.
  const practice = useCallback(async () => {
    if (practicing || capture.current || !latest.current.ready) return;
    if (!pipeline.hasBudget()) return;
    setPracticing(true);
    pipeline.showStatus({ text: MESSAGES.practicePlaying, kind: 'processing' });
    try {
      const clip = await playPracticeQuestion();
      await pipeline.submitClip(clip, { speechEndedAt: performance.now() });
    } catch (error) {
      pipeline.showStatus({ text: messageOf(error), kind: 'error' });
    } finally {
      setPracticing(false);
    }
  }, [pipeline, practicing]);

  // Leaving the page: nothing keeps listening, nothing keeps calling.
  useEffect(() => {
    pipeline.reopen();
    return () => {
      cancelCapture.current();
      pipeline.dispose();
    };
  }, [pipeline]);

  return {
    ...config,
    session,
    ready,
    capturing,
    partialTranscript,
    tab,
    previewRef,
    practicing,
    teleprompterOpen,
    startRecording,
    stop,
    connectTab,
    analyze,
    practice,
    toggleTeleprompter: useCallback(() => setTeleprompterOpen((open) => !open), []),
    closeTeleprompter: useCallback(() => setTeleprompterOpen(false), []),
  };
}
