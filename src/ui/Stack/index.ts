export { Cluster, Stack, STACK_GAPS, type ClusterProps, type StackGap } from './Stack.tsx';
