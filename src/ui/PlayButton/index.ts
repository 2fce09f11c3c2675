export {
  PlayButton,
  PLAY_BUTTON_PIXELS,
  PLAY_BUTTON_SIZES,
  type PlayButtonProps,
  type PlayButtonSize,
} from './PlayButton.tsx';
