import { defaultLiveScript, defaultResponder } from './default-responder';
import { Lifecycle } from './lifecycle';
import type { FakeGeminiRequest, FakeReply, LiveScript, LiveTurnRecord, Responder } from './types';

/** The mutable state shared by the HTTP and the WebSocket sides of one fake. */
export class FakeState {
  readonly requests: FakeGeminiRequest[] = [];
  readonly liveTurns: LiveTurnRecord[] = [];
  /** Audio received by the newest live session, in ms of its own clock (16 kHz PCM counted as such). */
  liveAudioMs = 0;
  readonly lifecycle = new Lifecycle();
  responder: Responder = defaultResponder;
  script: LiveScript = defaultLiveScript();
  private readonly queue: FakeReply[] = [];
  private lastId = 0;

  record(request: Omit<FakeGeminiRequest, 'id'>): FakeGeminiRequest {
    this.lastId += 1;
    const recorded: FakeGeminiRequest = { id: this.lastId, ...request };
    this.requests.push(recorded);
    return recorded;
  }

  enqueue(replies: FakeReply[]): void {
    this.queue.push(...replies);
  }

  /** The next queued reply, else the responder's. */
  async replyFor(request: FakeGeminiRequest): Promise<FakeReply> {
    const queued = this.queue.shift();
    if (queued) return queued;
    return this.responder(request);
  }

  reset(): void {
    // Cleared in place: tests may hold the arrays.
    this.requests.length = 0;
    this.liveTurns.length = 0;
    this.liveAudioMs = 0;
    this.queue.length = 0;
    this.lastId = 0;
    this.responder = defaultResponder;
    this.script = defaultLiveScript();
  }
}
