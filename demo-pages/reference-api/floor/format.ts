/** French number formatting of the floor site's texts: '5,40', '0,27', '2,5'. */
export function frNumber(value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', ',');
}

/** A length in cm as metres with two decimals: 540 → '5,40 m'. */
export function metres(cm: number): string {
  return `${frNumber(cm / 100, 2)} m`;
}

/** A load in kN/m², one decimal at least: 2.5 → '2,5 kN/m²', 1.25 → '1,25 kN/m²'. */
export function kiloNewtons(value: number): string {
  const decimals = Math.round(value * 10) === value * 10 ? 1 : 2;
  return `${frNumber(value, decimals)} kN/m²`;
}

/** An Up value: 0.2 → '0,20 W/(m².K)'. */
export function upText(value: number): string {
  return `${frNumber(value, 2)} W/(m².K)`;
}
