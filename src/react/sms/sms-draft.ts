/**
 * What the visitor typed and picked, per instance, outside React: r2wc unmounts the view when its
 * element is moved in the page, and a visitor must not lose a half-typed number (or the country
 * they picked) to that, nor to a failed request.
 */
interface SmsDraft {
  countryCode: string;
  prefix: string;
  phone: string;
}

const drafts = new Map<string, SmsDraft>();

export function readDraft(instanceId: string): SmsDraft | undefined {
  return drafts.get(instanceId);
}

export function writeDraft(instanceId: string, draft: SmsDraft): void {
  drafts.set(instanceId, draft);
}

export function clearDraft(instanceId: string): void {
  drafts.delete(instanceId);
}
