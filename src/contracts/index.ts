export * from './call';
export * from './constants';
export * from './envelope';
export * from './field-errors';
export * from './fields';
export * as messages from './messages';
export * as mainSite from './main-site';
export * as toolsSite from './tools-site';
export * from './sso';
