/**
 * What every call and form shares: the call type, the envelope, field structs, constants and
 * messages. The contracts themselves live in one module per resource, in a folder per domain:
 * `account/` (device, session, user, profile, password, register, email, sso, token-refresh),
 * `history/` (floor, carbon, their query and shared items), next `thermal/`, `simulator/`…
 *
 * This module never re-exports a resource module: whatever it reaches lands in the runtime chunk
 * of every page, with every struct any island uses. Import each contract from its own module.
 *
 * Naming: every exported name is unique across src/contracts, so modules are imported by name,
 * side by side, never `* as`. Where the main site and the floor and carbon sites ("tools") each
 * have a call or struct for the same thing, both live in that resource's module and each name
 * says its site: `mainLoginCheck`/`toolsLoginCheck`, `MainProfile`/`ToolsProfile`. A call that
 * only one site has keeps a plain name (`createDevice`, `register`) and its doc says the site.
 * The call's own `name` (used in logs and contract errors) is the API's, without the site.
 */
export * from './call';
export * from './constants';
export * from './envelope';
export * from './field-errors';
export * from './fields';
export * as messages from './messages';
