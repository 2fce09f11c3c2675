import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './PlayButton.module.css';

export const PLAY_BUTTON_SIZES = ['S', 'M', 'L'] as const;
/** S 40, M 56, L 96 px (docs/product.md §10.1). */
export type PlayButtonSize = (typeof PLAY_BUTTON_SIZES)[number];
export const PLAY_BUTTON_PIXELS: Record<PlayButtonSize, number> = { S: 40, M: 56, L: 96 };

export interface PlayButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** S 40, M 56 or L 96 px. */
  size?: PlayButtonSize;
  /** Accessible name, e.g. "Play the product video". */
  label?: string;
  /** INDIGO or GOLD; without one, the brand colour. */
  accent?: 'INDIGO' | 'GOLD';
  ref?: Ref<HTMLButtonElement>;
}

/** A round button with a play triangle, laid over a video preview. */
export function PlayButton({
  size = 'M',
  label = 'Play video',
  accent,
  className,
  type = 'button',
  ...rest
}: PlayButtonProps) {
  return (
    // oxlint-disable-next-line react/button-has-type -- the type is a prop, defaulting to "button"
    <button
      type={type}
      aria-label={label}
      data-size={size}
      data-accent={accent}
      className={className ? `${styles.playButton} ${className}` : styles.playButton}
      {...rest}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M8 5.5v13l10.5-6.5z" />
      </svg>
    </button>
  );
}
