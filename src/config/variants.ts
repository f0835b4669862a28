/**
 * The product variants (account-layer §1): the main advice site, the floor configurator, the
 * carbon simulator with its 'neo' sub-variant (button styling only) and its partner-logo variant.
 */
export type Variant = 'main' | 'plancher' | 'carbone' | 'neo' | 'partenaire';

/** The account family a variant belongs to: its API, its login flavour, its stored session. */
export type Site = 'main' | 'plancher' | 'carbone';

export function siteOf(variant: Variant): Site {
  return variant === 'neo' || variant === 'partenaire' ? 'carbone' : variant;
}
