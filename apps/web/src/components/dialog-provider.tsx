import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { AlertModal, ConfirmModal, PromptModal } from './modal';

export interface AlertOptions {
  title?: string;
  confirmLabel?: string;
}
export interface ConfirmOptions extends AlertOptions {
  cancelLabel?: string;
  danger?: boolean;
}
export interface PromptOptions extends ConfirmOptions {
  defaultValue?: string;
  placeholder?: string;
  inputType?: 'text' | 'email';
  requireValue?: boolean;
}

export interface Dialogs {
  /** Shows a message with a confirm button; resolves when it is closed. */
  alert(message: ReactNode, options?: AlertOptions): Promise<void>;
  /** Resolves true on confirm, false on cancel. */
  confirm(message: ReactNode, options?: ConfirmOptions): Promise<boolean>;
  /** Resolves the typed text on confirm, null on cancel. */
  prompt(message: ReactNode, options?: PromptOptions): Promise<string | null>;
}

type Pending =
  | { kind: 'alert'; message: ReactNode; options: AlertOptions; resolve: () => void }
  | { kind: 'confirm'; message: ReactNode; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: 'prompt'; message: ReactNode; options: PromptOptions; resolve: (value: string | null) => void };

const DialogContext = createContext<Dialogs | null>(null);

/** Promise-based alert/confirm/prompt modals, one at a time, for code that would otherwise call window.alert. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Pending[]>([]);
  const push = useCallback((item: Pending) => setQueue((items) => [...items, item]), []);
  const shift = useCallback(() => setQueue((items) => items.slice(1)), []);

  const dialogs = useMemo<Dialogs>(
    () => ({
      alert: (message, options = {}) =>
        new Promise<void>((resolve) => push({ kind: 'alert', message, options, resolve })),
      confirm: (message, options = {}) =>
        new Promise<boolean>((resolve) => push({ kind: 'confirm', message, options, resolve })),
      prompt: (message, options = {}) =>
        new Promise<string | null>((resolve) => push({ kind: 'prompt', message, options, resolve })),
    }),
    [push],
  );

  const current = queue[0];
  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      {current?.kind === 'alert' ? (
        <AlertModal
          open
          message={current.message}
          {...current.options}
          onConfirm={() => {
            shift();
            current.resolve();
          }}
        />
      ) : null}
      {current?.kind === 'confirm' ? (
        <ConfirmModal
          open
          message={current.message}
          {...current.options}
          onConfirm={() => {
            shift();
            current.resolve(true);
          }}
          onCancel={() => {
            shift();
            current.resolve(false);
          }}
        />
      ) : null}
      {current?.kind === 'prompt' ? (
        <PromptModal
          open
          message={current.message}
          {...current.options}
          onConfirm={(value) => {
            shift();
            current.resolve(value);
          }}
          onCancel={() => {
            shift();
            current.resolve(null);
          }}
        />
      ) : null}
    </DialogContext.Provider>
  );
}

export function useDialog(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialog must be used within a DialogProvider');
  return dialogs;
}
