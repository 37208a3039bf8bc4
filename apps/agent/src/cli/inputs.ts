import {
  AutomationProfileSchema,
  JobSearchSettingsSchema,
  type AutomationProfile,
  type JobSearchSettings,
} from '@applypilot/contracts';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { ApplyArgs } from './args';

export class InputError extends Error {}

/** npm runs scripts in the workspace folder; INIT_CWD is where the person typed the command. */
export function resolveFromCaller(file: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), file);
}

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`).join('; ');
}

async function readJson<T>(file: string, what: string, schema: z.ZodType<T>): Promise<T> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new InputError(`Cannot read the ${what} file ${file}.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new InputError(`The ${what} file ${file} is not valid JSON.`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new InputError(`The ${what} file ${file} is invalid: ${describe(parsed.error)}`);
  return parsed.data;
}

export interface Inputs {
  search: JobSearchSettings;
  profile: AutomationProfile;
  resume: string;
}

/** The automation profile from a JSON file (the command line's --profile). */
export function loadProfile(file: string, env: NodeJS.ProcessEnv = process.env): Promise<AutomationProfile> {
  return readJson(resolveFromCaller(file, env), 'profile', AutomationProfileSchema);
}

export async function loadInputs(args: ApplyArgs, env: NodeJS.ProcessEnv = process.env): Promise<Inputs> {
  const search = await readJson(resolveFromCaller(args.search, env), 'search', JobSearchSettingsSchema);
  const profile = await readJson(resolveFromCaller(args.profile, env), 'profile', AutomationProfileSchema);
  const resume = resolveFromCaller(args.resume, env);
  const info = await stat(resume).catch(() => null);
  if (!info?.isFile()) throw new InputError(`Cannot read the resume file ${resume}.`);
  const head = await readFile(resume).then((b) => b.subarray(0, 5).toString('latin1'));
  if (head !== '%PDF-') throw new InputError(`The resume file ${resume} is not a PDF.`);
  return { search, profile, resume };
}
