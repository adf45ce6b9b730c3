/**
 * The owner app's HTML: one shell for every view of the app (the widgets, the editor, the
 * dashboard, install), and the page the editor's preview frames draw widgets in. Neither holds any
 * owner data: the app fetches it from the owner API once signed in.
 */
function document(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${head}
</head>
<body>
${body}
</body>
</html>`;
}

export function appPage(): string {
  return document(
    'mc-widgets',
    '<div id="app"><p class="page-status">Loading…</p></div>\n<script type="module" src="/admin/assets/app.js"></script>',
    '<link rel="stylesheet" href="/admin/assets/app.css">',
  );
}

/** Framed by the editor (same origin only): it draws the draft it is sent with the visitors' views. */
export function previewFramePage(): string {
  return document(
    'Preview',
    '<main id="preview-page" class="preview-page"><div class="fake-text"></div><div id="slot"></div><div class="fake-text"></div></main>\n<script type="module" src="/admin/assets/preview-frame.js"></script>',
    '<link rel="stylesheet" href="/admin/assets/preview-frame.css">',
  );
}
