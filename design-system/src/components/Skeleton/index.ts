export { Skeleton, type SkeletonProps, skeletonShapes } from './Skeleton.tsx';
