/**
 * json-schema-to-typescript prints unindented code when its prettier pass is off (and that pass
 * costs ~0.3–0.45 s cold, a third of the whole generation budget). This re-lays its output in
 * the repository style instead: 2-space indentation, semicolons, single quotes, no redundant
 * parentheses, one blank line between declarations. It only has to understand the regular
 * shapes that library prints (one member per line, JSDoc blocks, `{` at line ends).
 */
export function tidyDeclarations(code: string): string {
  const out: string[] = [];
  const open: { index: number; paren: boolean }[] = [];
  let doc: string[] | undefined;
  for (const raw of code.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const depth = open.length;
    if (doc || line.startsWith('/**')) {
      if (!doc && depth === 0 && out.length) out.push('');
      doc = [...(doc ?? []), line];
      if (line.endsWith('*/')) {
        out.push(...docBlock(doc, pad(depth)));
        doc = undefined;
      }
      continue;
    }
    if (depth === 0 && out.length && !out[out.length - 1]!.endsWith('*/')) out.push('');
    if (line.startsWith('}')) {
      const opener = open.pop()!;
      let text = singleQuotes(line);
      if (opener.paren && text.endsWith(')') && !text.endsWith('()')) {
        text = text.slice(0, -1);
        out[opener.index] = out[opener.index]!.replace(/\(\{$/, '{');
      }
      out.push(pad(open.length) + text + (open.length > 0 ? ';' : ''));
    } else if (line.endsWith('{')) {
      open.push({ index: out.length, paren: line.endsWith('({') });
      out.push(pad(depth) + singleQuotes(line));
    } else {
      out.push(...breakLongUnion(pad(depth) + singleQuotes(withoutOuterParens(line)) + ';'));
    }
  }
  return out.join('\n') + '\n';
}

/** A one-line description becomes `/** text *\/`; longer blocks keep their ` * ` lines. */
function docBlock(lines: string[], indent: string): string[] {
  const body = lines.slice(1, -1).map((l) => l.replace(/^\*\s?/, ''));
  if (lines.length === 3 && lines[0] === '/**' && lines[2] === '*/')
    return [`${indent}/** ${body[0]} */`];
  return lines.map((l) => indent + (l.startsWith('*') ? ' ' + l : l).trimEnd());
}

/** A line over the print width whose type is a union gets one member per line, as prettier would. */
function breakLongUnion(line: string): string[] {
  const match = /^(\s*)(.*?(?:\??: | = ))(.+);$/.exec(line);
  if (line.length <= 100 || !match) return [line];
  const [, indent, head, type] = match as unknown as [string, string, string, string];
  const members: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < type.length; i++) {
    const c = type[i]!;
    if (c === "'" && type[i - 1] !== '\\') quoted = !quoted;
    else if (!quoted && '{([<'.includes(c)) depth++;
    else if (!quoted && '})]>'.includes(c)) depth--;
    else if (!quoted && depth === 0 && type.startsWith(' | ', i)) {
      members.push(type.slice(start, i));
      start = i + 3;
    }
  }
  members.push(type.slice(start));
  if (members.length < 2) return [line];
  return [
    indent + head.trimEnd(),
    ...members.map((m, i) => `${indent}  | ${m}${i === members.length - 1 ? ';' : ''}`),
  ];
}

function pad(depth: number): string {
  return '  '.repeat(depth);
}

/** `name?: (A | B)` and `export type T = (A | B)` lose the parentheses around the whole type. */
function withoutOuterParens(line: string): string {
  const match = /^(.*?(?:\??: | = ))(\(.*\))$/.exec(line);
  if (!match) return line;
  const type = match[2]!;
  let depth = 0;
  for (let i = 0; i < type.length; i++) {
    if (type[i] === '(') depth++;
    else if (type[i] === ')') depth--;
    if (depth === 0 && i < type.length - 1) return line; // `(A | B)[]` keeps them
  }
  return match[1]! + type.slice(1, -1);
}

function singleQuotes(line: string): string {
  return line.replace(
    /"((?:[^"\\]|\\.)*)"/g,
    (_, inner: string) => `'${inner.replace(/\\"/g, '"').replace(/'/g, "\\'")}'`,
  );
}
