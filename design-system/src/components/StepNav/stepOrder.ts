/** A step of the configurator (a tab) as StepNav shows it. */
export interface StepLike {
  readonly id: string;
  readonly isDisabled?: boolean;
}

/** Spec: Back/Next go to the nearest neighbouring step that is not disabled; null when there is none. */
export function neighbourStep(
  steps: readonly StepLike[],
  currentId: string,
  direction: -1 | 1,
): string | null {
  const index = steps.findIndex((s) => s.id === currentId);
  if (index < 0) return null;
  for (let i = index + direction; i >= 0 && i < steps.length; i += direction) {
    const step = steps[i];
    if (step && !step.isDisabled) return step.id;
  }
  return null;
}
