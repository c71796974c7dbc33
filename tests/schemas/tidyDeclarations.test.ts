import { describe, expect, it } from 'vitest';
import { tidyDeclarations } from '../../generator/src/kinds/schemas/tidyDeclarations';

describe('tidyDeclarations', () => {
  it.each([
    {
      name: 'indents members, adds semicolons, single quotes, drops parentheses',
      given: 'export interface A {\nid: number\nkind: ("a" | "b")\nname?: (string | null)\n}',
      want: "export interface A {\n  id: number;\n  kind: 'a' | 'b';\n  name?: string | null;\n}\n",
    },
    {
      name: 'keeps parentheses an array needs',
      given: 'export type L = ("a" | "b")[]',
      want: "export type L = ('a' | 'b')[];\n",
    },
    {
      name: 'nested objects, nullable objects and arrays of objects',
      given: 'export interface S {\nlast: ({\nat: number\n} | null)\ncats: {\nname: string\n}[]\n}',
      want: 'export interface S {\n  last: {\n    at: number;\n  } | null;\n  cats: {\n    name: string;\n  }[];\n}\n',
    },
    {
      name: 'one-line doc comments become /** … */, longer ones keep their lines',
      given:
        '/**\n * A site.\n */\nexport interface S {\n/**\n * Pages.\n * \n * Items: A page.\n */\npages: string[]\n}',
      want: '/** A site. */\nexport interface S {\n  /**\n   * Pages.\n   *\n   * Items: A page.\n   */\n  pages: string[];\n}\n',
    },
    {
      name: 'one blank line between declarations',
      given: 'export type A = string\nexport type B = number\n\n\nexport interface C {\n}',
      want: 'export type A = string;\n\nexport type B = number;\n\nexport interface C {\n}\n',
    },
    {
      name: 'escapes quotes when switching to single quotes; leaves comments alone',
      given: '/**\n * Says "hi".\n */\nexport type Q = ("it\'s" | "a \\"b\\"")',
      want: "/** Says \"hi\". */\nexport type Q = 'it\\'s' | 'a \"b\"';\n",
    },
  ])('$name', ({ given, want }) => {
    expect(tidyDeclarations(given)).toBe(want);
  });
});

describe('tidyDeclarations, long unions', () => {
  it('puts one member per line when the line is over 100 characters', () => {
    const values = [
      'identifying',
      'prioritizing',
      'exploring',
      'executing',
      'monitoring',
      'other | x',
    ];
    const given = `export type J = (${values.map((v) => `"${v}"`).join(' | ')})`;
    expect(tidyDeclarations(given)).toBe(
      `export type J =\n${values.map((v) => `  | '${v}'`).join('\n')};\n`,
    );
  });

  it('breaks a long member type inside an interface', () => {
    const given = `export interface P {\ngoal: (${Array.from({ length: 9 }, (_, i) => `"goal-number-${i}"`).join(' | ')} | null)\n}`;
    const lines = tidyDeclarations(given).split('\n');
    expect(lines[1]).toBe('  goal:');
    expect(lines[2]).toBe("    | 'goal-number-0'");
    expect(lines[11]).toBe('    | null;');
  });
});
