/**
 * The gallery's interactive specimens (tooltips, form controls, modals): their own chunk, loaded
 * as they near the viewport (./index.tsx), so the page's first load carries none of their
 * components (issue 37). Until then React keeps their prerendered HTML.
 */
import { useState } from 'react';
import type { ImageData } from '../../images/image-data.ts';
import { Button } from '../../ui/Button/index.ts';
import { Checkbox } from '../../ui/Field/Checkbox.tsx';
import { Fieldset, RADIO_GROUP_VARIANTS } from '../../ui/Field/Fieldset.tsx';
import { RadioGroup } from '../../ui/Field/RadioGroup.tsx';
import { RangeField } from '../../ui/Field/RangeField.tsx';
import { Select } from '../../ui/Field/Select.tsx';
import { TextArea } from '../../ui/Field/TextArea.tsx';
import { EmailField, TextField } from '../../ui/Field/TextField.tsx';
import { Modal } from '../../ui/Modal/index.ts';
import { Tooltip } from '../../ui/Tooltip/index.ts';
import { Specimen } from './Specimen.tsx';
import styles from './DesignSystem.module.css';

type GalleryImage = { alt: string; data: ImageData | null } | undefined;

/** Tooltips as text and as a plan feature's card. */
export function TooltipSpecimens({ images }: { images: { tooltip?: GalleryImage } }) {
  return (
    <div className={styles.row}>
      <Specimen label="text">
        <p className={styles.inline}>
          $20 per <Tooltip text="Anyone who signs in to answer customers.">user</Tooltip> per month
        </p>
      </Specimen>
      <Specimen label="title, text, image (plan feature)">
        <Tooltip
          title="Restricted knowledge bases"
          text="Choose who can see each knowledge base."
          image={images.tooltip?.data}
          imageAlt={images.tooltip?.alt ?? ''}
          placement="bottom"
        >
          2 knowledge bases with restricted access
        </Tooltip>
      </Specimen>
    </div>
  );
}

/** The form controls, in the states forms and tools put them in. */
export function FieldSpecimens() {
  const [choice, setChoice] = useState('annually');
  const [range, setRange] = useState(2);
  const periods = [
    { value: 'annually', label: 'Annual' },
    { value: 'monthly', label: 'Monthly' },
  ];
  return (
    <div className={styles.row}>
      <Specimen label="TextField hint, optional">
        <TextField label="Company" hint="As on your invoices" optional />
      </Specimen>
      <Specimen label="EmailField error">
        <EmailField label="Work email" error="Please enter a valid email address." />
      </Specimen>
      <Specimen label="TextField suffix">
        <TextField label="Average handle time" suffix="seconds" inputMode="decimal" />
      </Specimen>
      <Specimen label="TextArea">
        <TextArea label="Message" rows={3} />
      </Specimen>
      <Specimen label="Select">
        <Select label="Team size" options={['1–5', '6–20', '21 or more']} />
      </Specimen>
      <Specimen label="RangeField scale">
        <RangeField
          label="Unique viewers a month"
          min={0}
          max={4}
          value={range}
          aria-valuetext={`${(range + 1) * 1000} viewers`}
          scale={['1,000', '5,000']}
          onChange={(event) => setRange(Number(event.currentTarget.value))}
        />
      </Specimen>
      <Specimen label="Checkbox error">
        <Checkbox label="I agree to the terms" error="Sorry. That is required." />
      </Specimen>
      <Specimen label="Fieldset">
        <Fieldset label="Your details" hint="So we can reply">
          <TextField label="First name" />
        </Fieldset>
      </Specimen>
      {RADIO_GROUP_VARIANTS.map((variant) => (
        <Specimen key={variant} label={`RadioGroup variant=${variant}`}>
          <RadioGroup
            label="Billing"
            name={`ds-billing-${variant}`}
            variant={variant}
            options={periods}
            value={choice}
            onChange={setChoice}
          />
        </Specimen>
      ))}
    </div>
  );
}

function ModalDemo({ withInput }: { withInput: boolean }) {
  const [open, setOpen] = useState(false);
  const title = withInput ? 'Subscribe to the newsletter' : 'Proactive messages pricing';
  return (
    <>
      <Button variant="OUTLINE" onClick={() => setOpen(true)}>
        {withInput ? 'Open modal with a form' : 'Open modal'}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
        {withInput ? (
          <form
            className={styles.form}
            method="post"
            action="/api/stand-in/demo"
            onSubmit={(event) => event.preventDefault()}
          >
            <EmailField label="Email address" name="email" />
            <Button type="submit">Subscribe</Button>
          </form>
        ) : (
          <p>Up to 2,000 unique viewers for $0/mo are included in every plan.</p>
        )}
      </Modal>
    </>
  );
}

/** The modal, plain and with a form. */
export function ModalSpecimens() {
  return (
    <div className={styles.row}>
      <Specimen label="close button focused after 500 ms">
        <ModalDemo withInput={false} />
      </Specimen>
      <Specimen label="first input focused after 500 ms">
        <ModalDemo withInput />
      </Specimen>
    </div>
  );
}
