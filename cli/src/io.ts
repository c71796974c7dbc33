/** Where the CLI reads and writes; tests pass their own to capture output. */
export interface Io {
  root: string;
  out(text: string): void;
  err(text: string): void;
  color: boolean;
  exitCode: number;
}

export function processIo(root: string): Io {
  return {
    root,
    out: (text) => process.stdout.write(text + '\n'),
    err: (text) => process.stderr.write(text + '\n'),
    color: Boolean(process.stderr.isTTY) && !process.env.NO_COLOR,
    exitCode: 0,
  };
}
