import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { linkProps } from '../link/link.ts';
import styles from './Button.module.css';

export const BUTTON_SIZES = ['S', 'M', 'L'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export const BUTTON_VARIANTS = ['OUTLINE', 'PRIMARY', 'SECONDARY', 'WARNING'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

interface CommonProps {
  /** S, M or L. */
  size?: ButtonSize;
  /** OUTLINE, PRIMARY, SECONDARY or WARNING. */
  variant?: ButtonVariant;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  children: ReactNode;
}

export type ButtonAsButton = CommonProps &
  ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined; ref?: Ref<HTMLButtonElement> };
export type ButtonAsLink = CommonProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & {
    /** Renders a link to this URL instead of a button. */
    href: string;
    /** Opens in a new tab (external links only). */
    newTab?: boolean;
    ref?: Ref<HTMLAnchorElement>;
  };
export type ButtonProps = ButtonAsButton | ButtonAsLink;

/** A button, or a link styled as one when given `href`. */
export function Button(props: ButtonProps) {
  const { size = 'M', variant = 'PRIMARY', fullWidth = false, className, children } = props;
  const shared = {
    'data-size': size,
    'data-variant': variant,
    'data-full-width': fullWidth ? 'true' : undefined,
    className: className ? `${styles.button} ${className}` : styles.button,
  };
  if (props.href !== undefined) {
    const {
      size: _s,
      variant: _v,
      fullWidth: _f,
      className: _c,
      newTab,
      children: _ch,
      ...rest
    } = props;
    return (
      <a {...rest} {...shared} {...linkProps(props.href, newTab ? 'auto' : 'same-tab')}>
        {children}
      </a>
    );
  }
  const {
    size: _s,
    variant: _v,
    fullWidth: _f,
    className: _c,
    children: _ch,
    type = 'button',
    ...rest
  } = props;
  return (
    // oxlint-disable-next-line react/button-has-type -- the type is a prop, defaulting to "button"
    <button type={type} {...rest} {...shared}>
      {children}
    </button>
  );
}
