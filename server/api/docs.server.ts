/**
 * GET /api/docs: the OpenAPI document as a readable page, rendered here from the same document as
 * /api/openapi.json (no script, nothing from the internet): every operation by tag with its
 * parameters, body and answers, then every schema with its fields.
 */

type Json = Record<string, unknown>;

const esc = (s: unknown) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** A schema's type in one line: 'string', 'Departure[]', 'integer | null', 'enum: open, closed'. */
function typeOf(schema: Json | undefined): string {
  if (!schema) return '';
  if (typeof schema.$ref === 'string') return `<a href="#schema-${esc(schema.$ref.split('/').pop())}">${esc(schema.$ref.split('/').pop())}</a>`;
  if (Array.isArray(schema.enum)) return `enum: ${schema.enum.map(esc).join(', ')}`;
  const anyOf = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (Array.isArray(anyOf)) return anyOf.map((s) => typeOf(s)).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items as Json)}[]`;
  if (Array.isArray(schema.type)) return schema.type.map(esc).join(' | ');
  if (schema.type === 'object' && schema.properties) return 'object';
  return esc(schema.type ?? 'any');
}

function fields(schema: Json | undefined): string {
  const props = (schema?.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  const rows = Object.entries(props).map(
    ([name, s]) =>
      `<tr><td><code>${esc(name)}</code>${required.has(name) ? '' : ' <small>optional</small>'}</td><td>${typeOf(s)}</td><td>${esc(s.description ?? '')}</td></tr>`,
  );
  return rows.length ? `<table><thead><tr><th>Field</th><th>Type</th><th>About</th></tr></thead><tbody>${rows.join('')}</tbody></table>` : '';
}

export function renderApiDocs(doc: Json): string {
  const info = (doc.info ?? {}) as Json;
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  const byTag = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = ((op.tags as string[] | undefined) ?? ['Other'])[0]!;
      const params = ((op.parameters ?? []) as Json[]).map(
        (p) => `<li><code>${esc(p.name)}</code> <small>in ${esc(p.in)}${p.required ? ', required' : ''}</small> ${typeOf(p.schema as Json)}</li>`,
      );
      const body = (((op.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema as Json | undefined;
      const responses = Object.entries((op.responses ?? {}) as Record<string, Json>).map(([code, r]) => {
        const schema = ((r.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema as Json | undefined;
        return `<li><strong>${esc(code)}</strong> ${esc(r.description)}${schema ? `: ${typeOf(schema)}` : ''}</li>`;
      });
      const html = `<article id="${esc(method)}-${esc(path)}"><h3><span class="m m-${esc(method)}">${esc(method.toUpperCase())}</span> <code>/api${esc(path)}</code></h3>
${op.summary ? `<p>${esc(op.summary)}</p>` : ''}${params.length ? `<h4>Parameters</h4><ul>${params.join('')}</ul>` : ''}${body ? `<h4>Body</h4>${body.$ref ? `<p>${typeOf(body)}</p>` : fields(body)}` : ''}<h4>Answers</h4><ul>${responses.join('')}</ul></article>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const schemas = Object.entries((((doc.components ?? {}) as Json).schemas ?? {}) as Record<string, Json>).map(
    ([name, s]) => `<article id="schema-${esc(name)}"><h3>${esc(name)}</h3>${fields(s) || `<p>${typeOf(s)}</p>`}</article>`,
  );
  const tags = [...byTag.keys()];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info.title)} | Travelez</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1c2326;background:#fbf8f2}
main{max-width:60rem;margin:0 auto;padding:1.5rem}
h1{color:#0b4a50;margin:0 0 .25rem}h2{color:#0b4a50;border-bottom:2px solid #e7dfd1;padding-bottom:.25rem;margin-top:2.5rem}
article{background:#fff;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h3{margin:0 0 .5rem;font-size:1.05rem;word-break:break-all}h4{margin:.75rem 0 .25rem;font-size:.9rem;color:#555}
code{font-family:ui-monospace,monospace;font-size:.92em}small{color:#666}
.m{display:inline-block;min-width:4.2rem;text-align:center;border-radius:6px;padding:0 .4rem;color:#fff;font-size:.8rem;background:#555}
.m-get{background:#0f6b72}.m-post{background:#c2410c}.m-put,.m-patch{background:#7c5a00}.m-delete{background:#a11d2b}
table{border-collapse:collapse;width:100%;font-size:.92rem}th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #eee;vertical-align:top}
nav ul{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;list-style:none}nav a{color:#0f6b72}
@media (max-width:40rem){main{padding:1rem}article{padding:.75rem}}
</style></head><body><main>
<h1>${esc(info.title)} <small>${esc(info.version)}</small></h1>
<p>${esc(info.description)}</p>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav aria-label="Sections"><ul>${tags.map((t) => `<li><a href="#tag-${esc(t)}">${esc(t)}</a></li>`).join('')}<li><a href="#schemas">Schemas</a></li></ul></nav>
${tags.map((t) => `<section aria-labelledby="tag-${esc(t)}"><h2 id="tag-${esc(t)}">${esc(t)}</h2>${byTag.get(t)!.join('\n')}</section>`).join('\n')}
<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>${schemas.join('\n')}</section>
</main></body></html>`;
}
