/**
 * Every generated name derives from the endpoint id (orval's habit): `getCampaign` →
 * `GetCampaignInput`, `getCampaignQueryOptions`, `GetCampaignRequest`, `apiKeys.getCampaign` …
 */
export function pascal(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

export const names = (id: string) => {
  const type = pascal(id);
  return {
    fn: id,
    input: `${type}Input`,
    options: `${type}Options`,
    result: `${type}Result`,
    queryOptions: `${id}QueryOptions`,
    mutationOptions: `${id}MutationOptions`,
    url: `${id}Url`,
    onFailure: `${id}OnFailure`,
    request: `${type}Request`,
    response: `${type}Response`,
    bodyValidator: `validate${type}Body`,
  };
};

/** A string literal in the repository style: single quotes, unless the text holds one. */
export function quote(value: string): string {
  const escaped = value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
  if (value.includes("'") && !value.includes('"')) return `"${escaped}"`;
  return `'${escaped.replace(/'/g, "\\'")}'`;
}

/** An object key: bare when it is an identifier, quoted otherwise. */
export function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name);
}

/** Text safe inside a one-line doc comment. */
export function docText(text: string): string {
  return text.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ');
}
