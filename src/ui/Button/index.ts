export {
  Button,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button.tsx';
