/**
 * Captured markup as a tree React can draw: `[type, props, children]` with text as strings. The
 * conversion happens once, when the bench captures our markup, so the React-alone pages spend
 * their time on React's work (creating elements, rendering, committing) and not on parsing HTML,
 * as a React widget holds its markup as compiled JSX. Attributes become the props React expects:
 * `className`, `htmlFor`, a style object, booleans for boolean attributes, `defaultValue` and
 * `defaultChecked` for the uncontrolled state of form fields.
 */

/** Parses `markup` in a blank page of `browser` and returns its tree (an array of top-level nodes). */
export async function markupToTree(browser, markup) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await page.evaluate((source) => {
      const BOOLEAN = new Set(['disabled', 'hidden', 'required', 'readonly', 'multiple', 'selected', 'autofocus', 'open', 'novalidate']);
      const RENAMED = { class: 'className', for: 'htmlFor', readonly: 'readOnly', novalidate: 'noValidate', autofocus: 'autoFocus' };
      const FIELDS = new Set(['input', 'textarea', 'select']);
      const camel = (name) => (name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase()));
      const style = (text) =>
        Object.fromEntries(
          text
            .split(';')
            .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
            .filter(([name, value]) => name && value)
            .map(([name, value]) => [camel(name), value]),
        );
      const walk = (node) => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent;
        if (node.nodeType !== Node.ELEMENT_NODE) return null;
        const props = {};
        for (const { name, value } of node.attributes) {
          if (name === 'style') props.style = style(value);
          else if (name === 'checked') props.defaultChecked = true;
          else if (name === 'value' && FIELDS.has(node.localName)) props.defaultValue = value;
          else if (BOOLEAN.has(name)) props[RENAMED[name] ?? name] = true;
          else props[RENAMED[name] ?? name] = value;
        }
        const children = [...(node.localName === 'template' ? node.content : node).childNodes].map(walk).filter((child) => child !== null);
        return [node.localName, props, children];
      };
      const template = document.createElement('template');
      template.innerHTML = source;
      return [...template.content.childNodes].map(walk).filter((child) => child !== null);
    }, markup);
  } finally {
    await context.close();
  }
}
