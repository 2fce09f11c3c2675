import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ImageData } from '../../images/image-data.ts';
import { Image } from '../Image/Image.tsx';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  /** What the tooltip explains: text or an icon with a label. Rendered inside the trigger button. */
  children: ReactNode;
  /** The explanation. */
  text: string;
  /**
   * Title of the plan-feature variant (tooltipImage: title, text, image; docs/product.md §11.1).
   */
  title?: string;
  image?: ImageData | null;
  imageAlt?: string;
  /** Where the bubble appears relative to the trigger. */
  placement?: 'top' | 'bottom';
}

type TooltipState = 'closed' | 'open';

/** The least room, in px, between an open tooltip and the screen's edge. */
const EDGE = 8;

/**
 * A short explanation shown on hover, on keyboard focus and on tap, hidden with Escape. The
 * trigger is a real button, so it is reachable by keyboard and announced with its description.
 */
export function Tooltip({
  children,
  text,
  title,
  image,
  imageAlt = '',
  placement = 'top',
}: TooltipProps) {
  const id = useId();
  const [state, setState] = useState<TooltipState>('closed');
  const root = useRef<HTMLSpanElement>(null);
  const open = state === 'open';

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setState('closed');
    };
    // A tap elsewhere closes it on touch screens, where there is no mouseleave.
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setState('closed');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // Kept inside the screen (WCAG 1.4.10): centred over its trigger, shifted sideways where that
  // would cut it off at a narrow screen's edge.
  const bubble = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = bubble.current;
    if (!open || !element) return;
    const fit = () => {
      element.style.removeProperty('--shift');
      const { left, right } = element.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const shift = left < EDGE ? EDGE - left : right > width - EDGE ? width - EDGE - right : 0;
      if (shift) element.style.setProperty('--shift', `${Math.round(shift)}px`);
    };
    fit();
    // Again once what holds it has moved (a card strip sliding its focused card into view).
    document.addEventListener('transitionend', fit, true);
    window.addEventListener('resize', fit);
    return () => {
      document.removeEventListener('transitionend', fit, true);
      window.removeEventListener('resize', fit);
    };
  }, [open]);

  const rich = Boolean(title || image);
  return (
    <span
      ref={root}
      className={styles.root}
      data-state={state}
      onMouseEnter={() => setState('open')}
      onMouseLeave={() => setState('closed')}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-describedby={id}
        onFocus={() => setState('open')}
        onBlur={() => setState('closed')}
        onClick={() => setState('open')}
      >
        {children}
      </button>
      <span
        ref={bubble}
        role="tooltip"
        id={id}
        hidden={!open}
        className={styles.bubble}
        data-placement={placement}
        data-rich={rich ? 'true' : undefined}
      >
        {image ? <Image image={image} alt={imageAlt} className={styles.image} /> : null}
        {title ? <strong className={styles.title}>{title}</strong> : null}
        <span className={styles.text}>{text}</span>
      </span>
    </span>
  );
}
