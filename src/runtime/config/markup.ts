/**
 * Whether owner text holds markup, which only DOMPurify may turn into nodes (docs/widgets.md#card-content): when
 * a widget's texts hold any, the loader asks for the sanitiser beside the stage and the UI, the page stage again as
 * an instance is about to render, and the UI as it starts; the views pick each field's way in (react/sanitize.ts).
 * Pure: the loader, the stage and the UI each carry a copy.
 */

/** A tag, a comment or an entity: what only a parser reads right. A lone `<` or `&` is text. */
export const hasMarkup = (text: string): boolean => /<[a-z!/?]|&#?\w+;/i.test(text);

/**
 * Whether any string in a widget's data (nested lists and sections too) holds markup. Read in the data's JSON, which
 * keeps every `<` and `&` of its strings as they are and adds none: its keys are plain words.
 */
export const holdsMarkup = (data: unknown): boolean => hasMarkup(JSON.stringify(data) ?? '');
