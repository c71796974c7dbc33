/**
 * A tiny MaxMind DB writer for the tests (format 2.0, IPv4 tree, 24-bit records): enough to hand
 * the server's GEOIP_DATABASE a real .mmdb file that the `maxmind` package reads, with a few
 * documentation networks (RFC 5737) mapped to countries. The format:
 * https://maxmind.github.io/MaxMind-DB/ — a binary search tree over the address bits, 16 zero
 * bytes, the data section, then `\xAB\xCD\xEFMaxMind.com` and the metadata map.
 */
type Value = string | number | boolean | Value[] | { [key: string]: Value };

function sizeBytes(type: number, size: number): number[] {
  const extended = type > 7;
  const first = (extended ? 0 : type) << 5;
  let head: number[];
  if (size < 29) head = [first | size];
  else if (size < 29 + 256) head = [first | 29, size - 29];
  else if (size < 285 + 65_536) head = [first | 30, (size - 285) >> 8, (size - 285) & 0xff];
  else {
    const rest = size - 65_821;
    head = [first | 31, (rest >> 16) & 0xff, (rest >> 8) & 0xff, rest & 0xff];
  }
  return extended ? [head[0]!, type - 7, ...head.slice(1)] : head;
}

function unsigned(value: number): number[] {
  const bytes: number[] = [];
  for (let rest = BigInt(value); rest > 0n; rest >>= 8n) bytes.unshift(Number(rest & 0xffn));
  return bytes;
}

function encode(value: Value, type?: 'uint16' | 'uint32' | 'uint64'): number[] {
  if (typeof value === 'string') {
    const bytes = [...Buffer.from(value, 'utf8')];
    return [...sizeBytes(2, bytes.length), ...bytes];
  }
  if (typeof value === 'boolean') return sizeBytes(14, value ? 1 : 0);
  if (typeof value === 'number') {
    const bytes = unsigned(value);
    const code = type === 'uint64' ? 9 : type === 'uint16' ? 5 : 6;
    return [...sizeBytes(code, bytes.length), ...bytes];
  }
  if (Array.isArray(value)) {
    return [...sizeBytes(11, value.length), ...value.flatMap((item) => encode(item))];
  }
  const entries = Object.entries(value);
  return [
    ...sizeBytes(7, entries.length),
    ...entries.flatMap(([key, item]) => [...encode(key), ...encode(item, UINT_TYPES[key])]),
  ];
}

const UINT_TYPES: Record<string, 'uint16' | 'uint32' | 'uint64'> = {
  node_count: 'uint32',
  record_size: 'uint16',
  ip_version: 'uint16',
  binary_format_major_version: 'uint16',
  binary_format_minor_version: 'uint16',
  build_epoch: 'uint64',
  geoname_id: 'uint32',
};

type Child = { node: number } | { data: number } | null;

/** `networks`: CIDR (IPv4) → the record, e.g. `{ '203.0.113.0/24': { country: { iso_code: 'DE' } } }`. */
export function writeMmdb(networks: Record<string, Value>): Buffer {
  const data: number[] = [];
  const nodes: [Child, Child][] = [[null, null]];
  for (const [cidr, record] of Object.entries(networks)) {
    const [address = '', bitsText = '32'] = cidr.split('/');
    const bits = Number(bitsText);
    const value = address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
    const offset = data.length;
    data.push(...encode(record));
    let node = 0;
    for (let i = 0; i < bits; i++) {
      const bit = Math.floor(value / 2 ** (31 - i)) % 2;
      const pair = nodes[node]!;
      if (i === bits - 1) {
        pair[bit] = { data: offset };
        break;
      }
      const child = pair[bit];
      if (child && 'node' in child) node = child.node;
      else {
        nodes.push([null, null]);
        pair[bit] = { node: nodes.length - 1 };
        node = nodes.length - 1;
      }
    }
  }
  const count = nodes.length;
  const record = (child: Child) =>
    child === null ? count : 'node' in child ? child.node : count + 16 + child.data;
  const tree: number[] = [];
  for (const [left, right] of nodes) {
    for (const value of [record(left), record(right)]) {
      tree.push((value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff);
    }
  }
  const metadata = encode({
    node_count: count,
    record_size: 24,
    ip_version: 4,
    database_type: 'Lodestar-Test-Country',
    languages: ['en'],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: 1_700_000_000,
    description: { en: 'Test networks for the tracking ingest' },
  });
  return Buffer.from([
    ...tree,
    ...new Array<number>(16).fill(0),
    ...data,
    ...Buffer.from('ABCDEF4D61784D696E642E636F6D', 'hex'),
    ...metadata,
  ]);
}
