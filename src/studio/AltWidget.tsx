/**
 * Alt text, or an explicit "decorative" (issue 32, point 4): empty alt text is refused unless the
 * editor ticks Decorative, which stores "" (the schema's decorative image,
 * src/contracts/schemas/common.ts); cleared text is no value at all, so the two never mix.
 */
import { Component } from 'react';
import { imagesMissingAlt } from './images.ts';

interface AltProps {
  value?: string | null;
  onChange: (value: string | null) => void;
  forID: string;
  classNameWrapper: string;
  /** Decap's field, as an Immutable map. */
  field: { get: (key: string) => unknown };
  /** The entry being edited (Immutable): an optional image's alt is needed once it has a picture. */
  entry: { getIn: (path: string[]) => { toJS?: () => unknown } | undefined };
}

export class AltWidget extends Component<AltProps, { decorative: boolean }> {
  constructor(props: AltProps) {
    super(props);
    this.state = { decorative: props.value === '' };
  }

  /** Called by Decap before saving: true, or the error it shows on the field. */
  isValid = (): true | { error: { message: string } } => {
    if (this.state.decorative || (this.props.value ?? '').trim() !== '') return true;
    // Inside an optional image, Decap cannot say whether this image has a picture: the entry can.
    const required = this.props.field.get('required') !== false;
    const data = this.props.entry.getIn(['data'])?.toJS?.();
    if (!required && imagesMissingAlt(data) === 0) return true;
    return {
      error: {
        message: 'Describe the image, or tick "Decorative" if it adds nothing to the text.',
      },
    };
  };

  override render() {
    const { value, onChange, forID, classNameWrapper } = this.props;
    const { decorative } = this.state;
    return (
      <div>
        <input
          id={forID}
          className={classNameWrapper}
          type="text"
          value={decorative ? '' : (value ?? '')}
          disabled={decorative}
          placeholder={
            decorative ? 'Decorative: no alt text' : 'e.g. The inbox with three open conversations'
          }
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
        <label style={{ display: 'inline-flex', gap: 8, marginTop: 8, alignItems: 'center' }}>
          <input
            type="checkbox"
            checked={decorative}
            onChange={(event) => {
              this.setState({ decorative: event.target.checked });
              if (event.target.checked) onChange('');
            }}
          />
          Decorative (adds nothing to the text)
        </label>
      </div>
    );
  }
}
