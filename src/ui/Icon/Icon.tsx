import type { SVGProps } from 'react';
import type { IconDefinition } from './icons.ts';
import styles from './Icon.module.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** The icon, imported by name from `icons.ts` so only used icons are bundled. */
  icon: IconDefinition;
  /** Accessible name; without one the icon is decorative and hidden from assistive technology. */
  label?: string;
  /** Edge length in px. */
  size?: number;
}

/** An outline SVG icon drawn in the current text colour. */
export function Icon({ icon, label, size = 24, className, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className ? `${styles.icon} ${className}` : styles.icon}
      data-icon={icon.name}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {icon.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
