/**
 * Whether owner text holds markup, which only DOMPurify may turn into nodes (docs/widgets.md#card-content): the
 * page stage asks for the sanitiser beside the UI when a widget about to render holds any, and the
 * views pick each field's way in (react/sanitize.ts). Pure: the stage and the UI each carry a copy.
 */

/** A tag, a comment or an entity: what only a parser reads right. A lone `<` or `&` is text. */
export const hasMarkup = (text: string): boolean => /<[a-z!/?]|&#?\w+;/i.test(text);

/**
 * Whether any string in a widget's data (nested lists and sections too) holds markup. Read in the data's JSON, which
 * keeps every `<` and `&` of its strings as they are and adds none: its keys are plain words.
 */
export const holdsMarkup = (data: unknown): boolean => hasMarkup(JSON.stringify(data) ?? '');
