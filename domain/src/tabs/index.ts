export * from './navigation.ts';
export * from './pageList.ts';
