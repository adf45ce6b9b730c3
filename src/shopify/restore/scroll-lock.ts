/** Locks page scrolling under the restore overlay and gives back exactly the inline styles it found. */
export function lockScroll(doc: Document): () => void {
  const saved = [doc.documentElement, doc.body].filter(Boolean).map((element) => {
    const { style } = element;
    const before = { value: style.getPropertyValue('overflow'), priority: style.getPropertyPriority('overflow') };
    style.setProperty('overflow', 'hidden', 'important');
    return () => (before.value ? style.setProperty('overflow', before.value, before.priority) : style.removeProperty('overflow'));
  });
  return () => saved.forEach((restore) => restore());
}
