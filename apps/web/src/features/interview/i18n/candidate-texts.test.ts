// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The candidate's screens: every component of the interview feature. */
const FEATURE = fileURLToPath(new URL('..', import.meta.url));

/** Props whose text a candidate reads or hears (a screen reader reads aria-label and title). */
const TEXT_PROPS = new Set([
  'placeholder',
  'aria-label',
  'title',
  'alt',
  'label',
  'description',
  'continueLabel',
  'keepLabel',
]);

/** Words that are the same in every language: the product's name. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Sauti']);

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

/** A literal string (or template) an expression is, when it is one. */
function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => s.literal.text).join(' ');
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) return literalText(node.whenTrue) ?? literalText(node.whenFalse);
  return undefined;
}

/** The user-visible literals of one component file: `line: text`. */
export function literalsIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${line}: ${text.trim().replace(/\s+/g, ' ')}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      const text = literalText(node.expression);
      if (text !== undefined && hasWords(text)) report(node, text);
    }
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText())) {
      const value = node.initializer;
      const text = value && ts.isJsxExpression(value) ? literalText(value.expression) : literalText(value);
      if (text !== undefined && hasWords(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the candidate screens take every text from the catalogues (docs/behaviour/interview.md §21)', () => {
  const files = componentFiles(FEATURE).map((path) => ({
    name: relative(FEATURE, path),
    literals: literalsIn(path, readFileSync(path, 'utf8')),
  }));

  it('finds no text written in a component', () => {
    const offenders = files.filter((f) => f.literals.length > 0);
    expect(offenders.map((f) => `${f.name}\n  ${f.literals.join('\n  ')}`).join('\n')).toBe('');
  });

  it('catches a JSX text, a text prop, a literal child and a template', () => {
    const source = [
      'const a = <p>Hello there</p>;',
      'const b = <input placeholder="Your name" />;',
      "const c = <Button aria-label={`Start ${x}`}>{'Go now'}</Button>;",
      "const d = <p>{t('ok.key')} · {count}</p>;",
      'const e = <span>Sauti</span>;',
    ].join('\n');
    expect(literalsIn('x.tsx', source)).toEqual(['1: Hello there', '2: Your name', '3: Start', '3: Go now']);
  });
});
