import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  title?: string;
  children: ReactNode;
  /** Buttons at the bottom of the card. */
  actions?: ReactNode;
  /** Called on Escape and on a click on the backdrop. Omit to make the modal dismissible only by its buttons. */
  onDismiss?: () => void;
}

/** A centred card over a blurred page (the specification blurs the page behind any modal). */
export function Modal({ open, title, children, actions, onDismiss }: ModalProps) {
  const titleId = useId();
  useEffect(() => {
    if (!open || !onDismiss) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onDismiss]);

  if (!open) return null;
  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onDismiss?.();
      }}
    >
      <div
        className={styles.card}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        data-testid="modal"
      >
        {title ? (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        <div className={styles.body}>{children}</div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

export interface AlertModalProps {
  open: boolean;
  message: ReactNode;
  title?: string;
  confirmLabel?: string;
  onConfirm: () => void;
}

/** "A modal message with a confirm button". */
export function AlertModal({ open, message, title, confirmLabel = 'OK', onConfirm }: AlertModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onDismiss={onConfirm}
      actions={
        <Button onClick={onConfirm} autoFocus data-testid="modal-confirm">
          {confirmLabel}
        </Button>
      }
    >
      <p className={styles.message}>{message}</p>
    </Modal>
  );
}

export interface ConfirmModalProps {
  open: boolean;
  message: ReactNode;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmModal({
  open,
  message,
  title,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onDismiss={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} data-testid="modal-cancel">
            {cancelLabel}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            autoFocus
            data-testid="modal-confirm"
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className={styles.message}>{message}</p>
    </Modal>
  );
}

export interface PromptModalProps {
  open: boolean;
  message: ReactNode;
  title?: string;
  defaultValue?: string;
  placeholder?: string;
  inputType?: 'text' | 'email';
  confirmLabel?: string;
  cancelLabel?: string;
  /** Keeps the confirm button disabled while the trimmed value is empty. */
  requireValue?: boolean;
  onConfirm: (value: string) => void;
  onCancel: () => void;
}

export function PromptModal(props: PromptModalProps) {
  // Remount the form each time the prompt opens so it starts from defaultValue.
  return props.open ? <PromptModalOpen {...props} /> : null;
}

function PromptModalOpen({
  message,
  title,
  defaultValue = '',
  placeholder,
  inputType = 'text',
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  requireValue = false,
  onConfirm,
  onCancel,
}: PromptModalProps) {
  const [value, setValue] = useState(defaultValue);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const blocked = requireValue && value.trim() === '';
  useEffect(() => inputRef.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) onConfirm(value);
  };
  return (
    <Modal open title={title} onDismiss={onCancel}>
      <form onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={styles.message}>
          {message}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          className={`ap-input ${styles.input}`}
          type={inputType}
          value={value}
          placeholder={placeholder}
          onChange={(event) => setValue(event.target.value)}
          data-testid="modal-input"
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel} data-testid="modal-cancel">
            {cancelLabel}
          </Button>
          <Button type="submit" disabled={blocked} data-testid="modal-confirm">
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
