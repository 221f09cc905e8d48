export * from './facts.ts';
export * from './lifecycle.ts';
export * from './table.ts';
