// Imported first by a test of the embedded mode: the page is framed by an embedded site. The embed
// environment is read once, when features/embed/frame.ts loads, so this runs before anything
// that loads it (import the modules under test after it, with await import).
const meta = document.createElement('meta');
meta.name = 'embed-parent-origins';
meta.content = 'https://casino.example.com';
document.head.append(meta);
Object.defineProperty(window, 'parent', { value: { postMessage: () => {} }, configurable: true });
