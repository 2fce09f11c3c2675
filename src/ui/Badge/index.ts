export {
  Badge,
  BADGE_COLORS,
  BADGE_SIZES,
  type BadgeColor,
  type BadgeProps,
  type BadgeSize,
} from './Badge.tsx';
