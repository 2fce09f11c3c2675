import { useMemo, useState } from 'react';
import { RangeField } from '../../ui/Field/RangeField.tsx';
import { Modal } from '../../ui/Modal/Modal.tsx';
import { messagesPriceText, messagesSteps, stepAt, type MessagesPricing } from './messages.ts';
import { formatCount } from './money.ts';
import styles from './MessagesPricing.module.css';

/**
 * The proactive-messages pricing modal: a stepped slider (the design system's range field, a
 * native range input: arrow keys, Home/End, Page Up/Down and pointer drags all work) over the viewer counts of the pricing data.
 */
export default function MessagesPricingModal({
  messages,
  open,
  onClose,
}: {
  messages: MessagesPricing;
  open: boolean;
  onClose: () => void;
}) {
  const steps = useMemo(() => messagesSteps(messages), [messages]);
  const [index, setIndex] = useState(1);
  const step = stepAt(steps, index);
  const text = messagesPriceText(step);
  const last = steps.at(-1)!;
  return (
    <Modal open={open} onClose={onClose} title="Proactive messages pricing">
      <p className={styles.intro}>
        Every plan includes up to {formatCount(messages.includedViewers)} unique viewers a month.
        Need more? Pick how many people should see your messages.
      </p>
      <RangeField
        label="Unique viewers a month"
        min={0}
        max={steps.length - 1}
        step={1}
        value={Math.min(index, steps.length - 1)}
        aria-valuetext={text}
        scale={[formatCount(steps[0]!.viewers), formatCount(last.viewers)]}
        onChange={(event) => setIndex(Number(event.currentTarget.value))}
      />
      <p className={styles.result} aria-live="polite" data-testid="messages-price">
        {text}
      </p>
      <p className={styles.note}>
        Above {formatCount(messages.overage.above)} viewers, each extra{' '}
        {formatCount(messages.overage.step)} costs ${formatCount(messages.overage.price)} a month.
        More than {formatCount(last.viewers)}? <a href="/lp/get-a-demo/">Talk to us</a>.
      </p>
    </Modal>
  );
}
