export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './button';
export {
  Modal,
  AlertModal,
  ConfirmModal,
  PromptModal,
  type ModalProps,
  type AlertModalProps,
  type ConfirmModalProps,
  type PromptModalProps,
} from './modal';
export {
  DialogProvider,
  useDialog,
  type Dialogs,
  type AlertOptions,
  type ConfirmOptions,
  type PromptOptions,
} from './dialog-provider';
export { Spinner, LoadingScreen } from './spinner';
export { FileDrop, type FileDropProps } from './file-drop';
export { LogoMark } from './logo-mark';
