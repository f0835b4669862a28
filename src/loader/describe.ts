/** `<div data-widget="header">`: how messages name a placeholder (without secret values). */
export function describeHost(host: Element): string {
  return `<${host.tagName.toLowerCase()} data-widget="${host.getAttribute('data-widget') ?? ''}">`;
}
