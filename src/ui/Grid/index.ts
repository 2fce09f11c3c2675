export { Grid, GRID_COLUMNS, type GridColumns, type GridProps } from './Grid.tsx';
