export { Modal, type ModalProps } from './Modal.tsx';
export {
  MODAL_CLOSE_MS,
  MODAL_FOCUS_DELAY_MS,
  modalReducer,
  type ModalEvent,
  type ModalState,
} from './modal-machine.ts';
