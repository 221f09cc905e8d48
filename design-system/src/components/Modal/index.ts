export { Modal, type ModalProps, modalSizes } from './Modal.tsx';
