// Registers every element. (Define files are added by the elements.)
export * from './index.js';
