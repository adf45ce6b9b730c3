/**
 * Changes one inline style property of a page element and gives back a function that puts the
 * owner's own inline value (and its priority) back exactly, so the page is left as it was found.
 */
export function setPageStyle(element: HTMLElement, property: string, value: string): () => void {
  const style = element.style;
  const previous = style.getPropertyValue(property);
  const priority = style.getPropertyPriority(property);
  style.setProperty(property, value, 'important');
  return () => {
    if (previous) style.setProperty(property, previous, priority);
    else style.removeProperty(property);
  };
}
