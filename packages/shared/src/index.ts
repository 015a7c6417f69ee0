export * from './constants.js';
export * from './errors.js';
export * from './auth.js';
export * from './time.js';
export * from './calories.js';
export * from './streak.js';
export * from './progress.js';
export * from './format.js';
