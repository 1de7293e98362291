// @vitest-environment node
// Every message id the UI can show has English text in en.json (the full locales follow English:
// i18n/messages.test.ts): the ids the code names, and the ids it shows for the server's codes,
// which testdata/vectors/refusals.json lists from the Go code (internal/apierror messages_test.go).
// A new UI id may wait in src/i18n-needed.txt for the translators instead.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import refusals from '../../../testdata/vectors/refusals.json';
import { errorMessageKey } from '../domain/auth';
import { errorMessageId } from '../domain/ticket/refusals';

const src = fileURLToPath(new URL('..', import.meta.url));
const en = JSON.parse(readFileSync(join(src, 'i18n/messages/en.json'), 'utf8')) as Record<string, string>;
const known = (id: string) => id in en;

/** The UI's code: every source but the tests, the message files' own code and declarations. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return /\/(i18n|test)$/.test(p) ? [] : sources(p);
    return /\.tsx?$/.test(name) && !/\.test\.|\.d\.ts$/.test(name) ? [p] : [];
  });
}

/** The first segments of the English ids: a string that starts with one of them and a dot is
 * read as a message id wherever it is written (an error key, a label kept in a table...). */
const namespaces = new Set(Object.keys(en).map((id) => id.split('.')[0]));
const ID_SHAPE = /^[a-z][a-z0-9-]*(?:\.[A-Za-z0-9_-]+)+\.?$/;

/** Strings of an id's shape that are no message id: the slip's storage keys (features/betslip). */
const NOT_MESSAGES = new Set(['sb.ticket', 'sb.quickbet', 'sb.betslip.open', 'sb.betslip.tab']);

/** The message ids a source names, and the prefixes of ids it builds at run time
 * (`bonus.status.${status}`, 'market.' + key): every string of an id's shape, and whatever is
 * written as the id of a <FormattedMessage>, of a formatMessage call or of a descriptor with a
 * defaultMessage, whatever its shape ('loading'). */
function messageRefs(code: string, fileName: string): { ids: Set<string>; prefixes: Set<string> } {
  const ids = new Set<string>();
  const prefixes = new Set<string>();
  const add = (text: string, anyShape: boolean) => {
    if (NOT_MESSAGES.has(text)) return;
    if (!anyShape && !(ID_SHAPE.test(text) && namespaces.has(text.split('.')[0]))) return;
    (text.endsWith('.') ? prefixes : ids).add(text);
  };
  const idValue = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node.text, true);
    else if (ts.isTemplateExpression(node)) add(node.head.text, true);
    else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(idValue);
    else if (ts.isJsxExpression(node) && node.expression) idValue(node.expression);
  };
  const isDescriptor = (o: ts.ObjectLiteralExpression) =>
    o.properties.some((p) => p.name?.getText() === 'defaultMessage') ||
    (ts.isCallExpression(o.parent) && /formatMessage$/.test(o.parent.expression.getText()));
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node))
      add(node.text, false);
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText() === 'id' &&
      ts.isObjectLiteralExpression(node.parent) &&
      isDescriptor(node.parent)
    )
      idValue(node.initializer);
    if (
      ts.isJsxAttribute(node) &&
      node.name.getText() === 'id' &&
      node.initializer &&
      node.parent.parent.tagName.getText() === 'FormattedMessage'
    )
      idValue(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));
  return { ids, prefixes };
}

describe('the ids the code names', () => {
  const needed = new Set(
    readFileSync(join(src, 'i18n-needed.txt'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t')[0]),
  );
  const ids = new Map<string, string>(); // id → a file that names it
  const prefixes = new Map<string, string>();
  for (const file of sources(src)) {
    const refs = messageRefs(readFileSync(file, 'utf8'), file);
    for (const id of refs.ids) ids.set(id, file.slice(src.length));
    for (const p of refs.prefixes) prefixes.set(p, file.slice(src.length));
  }

  it('have English text', () => {
    expect(ids.size).toBeGreaterThan(500);
    const missing = [...ids].filter(([id]) => !known(id) && !needed.has(id));
    expect(missing.map(([id, file]) => `${id} (${file})`)).toEqual([]);
  });

  it('built at run time start as English ids do', () => {
    expect(prefixes.size).toBeGreaterThan(20);
    const ids = Object.keys(en);
    const none = [...prefixes].filter(([p]) => !ids.some((id) => id.startsWith(p)));
    expect(none.map(([p, file]) => `${p}… (${file})`)).toEqual([]);
  });

  it('are found however they are written', () => {
    const code = `
      const a = <FormattedMessage id="loading" defaultMessage="Loading…" />;
      const b = intl.formatMessage({ id: 'nav.live' });
      const c = intl.formatMessage({ id: open ? 'common.close' : \`bonus.status.\${s}\` });
      const d = { title: 'error.potential_win.equal_or_less', label: 'mybets.type.' + t, key: 'sb.ticket' };
      const e = { id: 'sport-1', href: 'a.b' };`;
    const refs = messageRefs(code, 'x.tsx');
    expect([...refs.ids].sort()).toEqual([
      'common.close',
      'error.potential_win.equal_or_less',
      'loading',
      'nav.live',
    ]);
    expect([...refs.prefixes].sort()).toEqual(['bonus.status.', 'mybets.type.']);
  });
});

// The server's codes: the SPA shows an API error's message key (core/ui/forms messageText) and a
// bet refusal's (domain/ticket/refusals errorMessageId) only when it has the key's text; else the
// player reads the generic title or the placement's default instead of what happened.
describe("the ids shown for the server's codes", () => {
  it('are the codes’ own messages, with English text', () => {
    expect(refusals.api.length).toBeGreaterThan(30);
    expect(refusals.bets.length).toBeGreaterThan(20);
    const shown = [
      ...refusals.api.map((r) => [r.code, r.message, errorMessageKey(r.message, known)] as const),
      ...refusals.bets.map((r) => [r.code, r.message, errorMessageId(r, known)] as const),
    ];
    const unreadable = shown.filter(([, message, id]) => id !== message || !known(id));
    expect(unreadable.map(([code, message]) => `${code}: ${message} is not in en.json`)).toEqual([]);
  });
});
