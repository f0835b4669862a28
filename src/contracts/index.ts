/**
 * What every call and form shares. The calls themselves are imported from their own module
 * (main-site, tools-site, history, device, token-refresh), never re-exported here: whatever this
 * module reaches lands in the runtime chunk of every page, with every struct any island uses.
 */
export * from './call';
export * from './constants';
export * from './envelope';
export * from './field-errors';
export * from './fields';
export * as messages from './messages';
export * from './sso';
