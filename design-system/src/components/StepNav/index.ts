export { type Step, StepNav, type StepNavProps } from './StepNav.tsx';
export { neighbourStep, type StepLike } from './stepOrder.ts';
