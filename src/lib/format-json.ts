// Pretty-prints JSON for reading on a page: objects one key a line, short arrays of plain values kept on one line.

const INLINE_WIDTH = 100;

/** Same value as JSON.parse gives back; only the layout differs from JSON.stringify(value, null, 2). */
export function formatJson(value: unknown, indent = ''): string {
  const flat = JSON.stringify(value);
  if (flat === undefined) return 'null';
  if (value === null || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    // Arrays of numbers or of number pairs (reach offsets) read best wrapped like prose, not one item a line.
    if (value.every((v) => v === null || typeof v !== 'object' || (Array.isArray(v) && v.every((x) => typeof x !== 'object')))) {
      if (indent.length + flat.length <= INLINE_WIDTH) return flat;
      const lines: string[] = [];
      let line = '';
      for (const item of value.map((v) => JSON.stringify(v))) {
        if (line && inner.length + line.length + item.length + 2 > INLINE_WIDTH) {
          lines.push(line);
          line = '';
        }
        line += line ? ` ${item},` : `${item},`;
      }
      lines.push(line.slice(0, -1));
      return `[\n${lines.map((l) => inner + l).join('\n')}\n${indent}]`;
    }
    if (indent.length + flat.length <= INLINE_WIDTH && value.every((v) => typeof v !== 'object' || v === null || Object.keys(v).length <= 8)) {
      return `[\n${value.map((v) => inner + JSON.stringify(v)).join(',\n')}\n${indent}]`;
    }
    return `[\n${value.map((v) => inner + formatJson(v, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  if (indent.length > 0 && indent.length + flat.length <= INLINE_WIDTH) return flat;
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner)}`).join(',\n')}\n${indent}}`;
}
