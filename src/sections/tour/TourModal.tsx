import { Modal } from '../../ui/Modal/Modal.tsx';
import type { ModalState } from '../../ui/Modal/modal-machine.ts';
import { TourFrame } from './TourFrame.tsx';
import { TOUR_CLOSE_MS, type TourArea } from './tour-url.ts';

/**
 * The tour in the site's full-screen modal: focus on its close button at once, closing for
 * 350 ms; Escape with focus inside the tour's frame closes it too. The iframe exists only while
 * the modal is shown. Its own chunk, loaded when the visitor first starts the tour.
 */
export default function TourModal({
  open,
  area,
  onClose,
  onStateChange,
}: {
  open: boolean;
  area: TourArea;
  onClose: () => void;
  onStateChange: (state: ModalState) => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      onStateChange={onStateChange}
      title="Interactive tour"
      closeLabel="Close the tour"
      variant="FULL_SCREEN"
      closeMs={TOUR_CLOSE_MS}
      focusDelayMs={0}
    >
      <TourFrame area={area} onEscape={onClose} />
    </Modal>
  );
}
