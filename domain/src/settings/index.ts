export * from './parsers.ts';
export * from './settings.ts';
