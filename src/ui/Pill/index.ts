export { Pill, ACCENTS, type Accent, type PillProps } from './Pill.tsx';
