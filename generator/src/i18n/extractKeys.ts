/**
 * The translation keys a TypeScript file uses, read with the TypeScript compiler's parser (a
 * syntax tree, no type checking). A call counts when the callee is `t` or `<anything>.t`
 * (`i18n.t`, `props.t` …):
 * - a string literal, or a template without substitutions, is an exact key;
 * - a template whose static head holds the namespace (`access:reason.${kind}`) uses every key
 *   starting with that head;
 * - `cond ? 'a:x' : 'a:y'`, `x ?? 'a:y'` and a `const` of the same file holding a literal are
 *   followed to their literals; anything else is ignored (such keys come from manifests).
 * A literal without a namespace is recorded as `unqualified`, with the namespaces of the nearest
 * enclosing `useTranslation(…)`, so the check can say which namespace it resolves to.
 */
import { createRequire } from 'node:module';
import type ts from 'typescript';

// The compiler takes long to load: it is required by the first file to read, so a run that finds
// every file's keys in its cache never loads it.
let compiler: typeof ts;

export interface KeyUse {
  /** The key (`exact`, `unqualified`) or the start of the keys (`prefix`). */
  key: string;
  kind: 'exact' | 'prefix' | 'unqualified';
  file: string;
  /** 1-based, of the literal. */
  line: number;
  column: number;
  /** `useTranslation('shell')` / `(['shell', 'common'])` around the call, when literal. */
  namespaces?: string[];
}

const NAMESPACE_SEPARATOR = ':';

export function extractKeyUses(file: string, text: string): KeyUse[] {
  compiler ??= createRequire(import.meta.url)('typescript') as typeof ts;
  const source = compiler.createSourceFile(
    file,
    text,
    compiler.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? compiler.ScriptKind.TSX : compiler.ScriptKind.TS,
  );
  const constants = literalConstants(source);
  const uses: KeyUse[] = [];
  // One frame per function: the namespaces its useTranslation(…) call names, if any.
  const frames: (string[] | undefined)[] = [undefined];

  const record = (node: ts.Node, key: string, kind: KeyUse['kind']) => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    const namespaces = frames.findLast((f) => f !== undefined);
    uses.push({
      key,
      kind,
      file,
      line: line + 1,
      column: character + 1,
      ...(kind === 'unqualified' && namespaces ? { namespaces } : {}),
    });
  };

  const keysOf = (node: ts.Expression, seen: Set<string>): void => {
    const inner = unwrap(node);
    if (compiler.isStringLiteral(inner) || compiler.isNoSubstitutionTemplateLiteral(inner)) {
      record(inner, inner.text, inner.text.includes(NAMESPACE_SEPARATOR) ? 'exact' : 'unqualified');
    } else if (compiler.isTemplateExpression(inner)) {
      if (inner.head.text.includes(NAMESPACE_SEPARATOR)) record(inner, inner.head.text, 'prefix');
    } else if (compiler.isConditionalExpression(inner)) {
      keysOf(inner.whenTrue, seen);
      keysOf(inner.whenFalse, seen);
    } else if (
      compiler.isBinaryExpression(inner) &&
      (inner.operatorToken.kind === compiler.SyntaxKind.QuestionQuestionToken ||
        inner.operatorToken.kind === compiler.SyntaxKind.BarBarToken)
    ) {
      keysOf(inner.left, seen);
      keysOf(inner.right, seen);
    } else if (compiler.isIdentifier(inner) && !seen.has(inner.text)) {
      const value = constants.get(inner.text);
      if (value) keysOf(value, new Set(seen).add(inner.text));
    }
  };

  const visit = (node: ts.Node): void => {
    const isFunction = compiler.isFunctionLike(node);
    if (isFunction) frames.push(undefined);
    if (compiler.isCallExpression(node)) {
      const callee = unwrap(node.expression);
      const name = compiler.isIdentifier(callee)
        ? callee.text
        : compiler.isPropertyAccessExpression(callee)
          ? callee.name.text
          : undefined;
      const first = node.arguments[0];
      if (name === 't' && first) keysOf(first, new Set());
      if (name === 'useTranslation' && frames.at(-1) === undefined) {
        const namespaces = first ? literalList(first) : undefined;
        if (namespaces) frames[frames.length - 1] = namespaces;
      }
    }
    compiler.forEachChild(node, visit);
    if (isFunction) frames.pop();
  };
  visit(source);
  return uses;
}

/** `(x)`, `x as const`, `<T>x`, `x satisfies T`, `x!` → `x`. */
function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    compiler.isParenthesizedExpression(current) ||
    compiler.isAsExpression(current) ||
    compiler.isTypeAssertionExpression(current) ||
    compiler.isSatisfiesExpression(current) ||
    compiler.isNonNullExpression(current)
  )
    current = current.expression;
  return current;
}

/** `'shell'` or `['shell', 'common']` → the names; anything else → undefined. */
function literalList(node: ts.Expression): string[] | undefined {
  const inner = unwrap(node);
  if (compiler.isStringLiteral(inner)) return [inner.text];
  if (
    compiler.isArrayLiteralExpression(inner) &&
    inner.elements.every((e) => compiler.isStringLiteral(e))
  )
    return inner.elements.map((e) => (e as ts.StringLiteral).text);
  return undefined;
}

/**
 * `const NAME = <initializer>` declarations of the file, by name. A name declared more than once
 * (shadowing in another scope) is left out: without a type checker it is not known which is meant.
 */
function literalConstants(source: ts.SourceFile): Map<string, ts.Expression> {
  const found = new Map<string, ts.Expression | null>();
  const visit = (node: ts.Node): void => {
    if (compiler.isVariableDeclaration(node) && compiler.isIdentifier(node.name)) {
      const list = node.parent;
      const isConst =
        compiler.isVariableDeclarationList(list) && (list.flags & compiler.NodeFlags.Const) !== 0;
      const name = node.name.text;
      found.set(name, found.has(name) || !isConst || !node.initializer ? null : node.initializer);
    }
    compiler.forEachChild(node, visit);
  };
  visit(source);
  const out = new Map<string, ts.Expression>();
  for (const [name, value] of found) if (value) out.set(name, value);
  return out;
}
