export * from './catalog.ts';
export * from './constants.ts';
export * from './parsers.ts';
export * from './settings.ts';
export * from './settingsJson.ts';
export * from './typedSettings.ts';
