export * from './navigation.ts';
export * from './pageList.ts';
export * from './plainStay.ts';
