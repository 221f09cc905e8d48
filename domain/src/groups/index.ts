export * from './changes.ts';
export * from './csv.ts';
export * from './holding.ts';
export * from './machine.ts';
export * from './model.ts';
export * from './pickup.ts';
export * from './release.ts';
export * from './summary.ts';
