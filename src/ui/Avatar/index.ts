export { Avatar, AVATAR_SIZES, type AvatarProps, type AvatarSize } from './Avatar.tsx';
