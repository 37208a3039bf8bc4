import { CHUNK_LOAD_TIMEOUT_MS, MESSAGES } from '@applypilot/contracts';
import { lazy, type ComponentType } from 'react';

/** Rejects with `message` when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * React.lazy for a named export, failing with "Loading chunk failed" after the chunk time-out so a stalled
 * download ends on the router's error screen instead of a spinner forever.
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): M[K] extends ComponentType<infer P> ? ComponentType<P> : ComponentType {
  type Props = M[K] extends ComponentType<infer P> ? P : object;
  const component = lazy(async () => {
    const module = await withTimeout(load(), timeoutMs, MESSAGES.chunkLoadFailed);
    return { default: module[name] as ComponentType<Props> };
  });
  return component as unknown as M[K] extends ComponentType<infer P> ? ComponentType<P> : ComponentType;
}
