export {
  Button,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  isExternalHref,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button.tsx';
