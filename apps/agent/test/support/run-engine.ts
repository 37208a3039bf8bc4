import {
  AutomationProfileSchema,
  JobSearchSettingsSchema,
  type AutomationProfile,
  type JobSearchSettings,
} from '@applypilot/contracts';
import type { BrowserContext } from 'playwright-core';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchChrome } from '../../src/browser/launch';
import { AppliedRecord } from '../../src/engine/applied-record';
import { NO_DELAYS } from '../../src/engine/pace';
import { runApply, type Summary } from '../../src/linkedin/run';
import type { Answer, Question } from '../../src/answers/question';
import type { ApplyHooks, JobResult, RunEnd } from '../../src/engine/types';
import { readBoardJson } from './board';

export async function referenceInputs(): Promise<{ profile: AutomationProfile; search: JobSearchSettings }> {
  return {
    profile: AutomationProfileSchema.parse(await readBoardJson('reference-profile.json')),
    search: JobSearchSettingsSchema.parse(await readBoardJson('reference-search.json')),
  };
}

/** One headless Chromium with a throwaway profile, reused for several runs of one variant. */
export class EngineHarness {
  private constructor(
    readonly dir: string,
    readonly context: BrowserContext,
  ) {}

  /** `pageScripts` run in every page before its own script (a test's hand-made redesign of the board). */
  static async start(pageScripts: string[] = [], extraArgs: string[] = []): Promise<EngineHarness> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'applypilot-agent-'));
    // Extra flags only as the test gives them (the company sites' host mapping), never from the environment.
    const context = await launchChrome({ headless: true, dir: path.join(dir, 'profile'), extraArgs });
    for (const script of pageScripts) await context.addInitScript({ content: script });
    return new EngineHarness(dir, context);
  }

  /** Where this harness's runs keep the redacted captures of pages they did not understand. */
  get capturesDir(): string {
    return path.join(this.dir, 'captures');
  }

  async run(options: {
    origin: string;
    profile: AutomationProfile;
    search: JobSearchSettings;
    resumePath: string;
    max?: number;
    /** A fresh record of applied jobs unless told otherwise. */
    recordDir?: string;
    headless?: boolean;
    /** The server's AI stood in for: every question it is asked is recorded, and none is answered. */
    aiAsked?: Question[];
    /** Hooks of the test's own (a credit gate that records every Submit it is asked about). */
    hooks?: ApplyHooks;
    /** Each progress line as it is said (a test playing the person reacts to the hand-off notice). */
    onLog?: (message: string) => void;
  }): Promise<{ results: JobResult[]; summary: Summary; log: string[]; end?: RunEnd }> {
    const results: JobResult[] = [];
    const log: string[] = [];
    const asked = options.aiAsked;
    // Hooks that let every Submit through, as the CLI's absence of hooks does, but with an AI that records.
    let end: RunEnd | undefined;
    const hooks: ApplyHooks | undefined =
      options.hooks ??
      (asked && {
        beforeSubmit: async () => ({ go: true }),
        afterSent: async () => undefined,
        afterDiscard: async () => undefined,
        stopRequested: () => false,
        answerWithAi: async (question: Question): Promise<Answer> => {
          asked.push(question);
          return { kind: 'unknown' };
        },
      });
    const recordDir = options.recordDir ?? (await mkdtemp(path.join(this.dir, 'record-')));
    const summary = await runApply(this.context, {
      origin: options.origin,
      search: options.search,
      profile: options.profile,
      resumePath: options.resumePath,
      max: options.max ?? 100,
      headless: options.headless ?? true,
      pace: NO_DELAYS,
      screenshotsDir: path.join(this.dir, 'screenshots'),
      capturesDir: this.capturesDir,
      record: await AppliedRecord.open(recordDir),
      log: (m) => {
        log.push(m);
        options.onLog?.(m);
      },
      onResult: (r) => results.push(r),
      onEnd: (e) => (end = e),
      ...(hooks ? { hooks } : {}),
    });
    return { results, summary, log, ...(end ? { end } : {}) };
  }

  async stop(): Promise<void> {
    await this.context.close().catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}
