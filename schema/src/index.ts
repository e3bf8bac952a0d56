export * from './constants';
export * from './enums';
export * from './languages';
export * from './messages';
export * from './rules';
export * from './validation';
export * from './organization-rights';
export * from './events';
