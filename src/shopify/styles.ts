/** Inline styles set through the CSSOM with `!important`, so a theme's rules cannot move or hide our elements. */
export function setStyles(element: HTMLElement, styles: Record<string, string>): void {
  for (const [name, value] of Object.entries(styles)) element.style.setProperty(name, value, 'important');
}
