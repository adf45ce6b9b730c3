/** Small builders for test data, so each test states only what it is about. */
export function makeWidget(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { widget_id: 42, widget_type: 'modal', channel: 'fb', data: {}, ...overrides };
}

export function makeLoadAnswer(widgets: unknown[] = [makeWidget()], app: Record<string, unknown> = { pageId: '1234567' }) {
  return { app, widgets };
}
