/**
 * The parts of a multipart body, read from its text. In jsdom the request's formData() can not read
 * what jsdom's File became on the wire (and the file name arrives as 'blob'), so tests read the text.
 */
export async function multipartFields(request: Request): Promise<Record<string, string>> {
  const boundary = /boundary=(.+)$/.exec(request.headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('Not a multipart request.');
  const text = await request.text();
  const fields: Record<string, string> = {};
  for (const part of text.split(`--${boundary}`)) {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    if (!name) continue;
    const type = /Content-Type: (.+)\r\n/.exec(part)?.[1];
    const value = part.slice(part.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, '');
    fields[name] = type ? `${type}:${value}` : value;
  }
  return fields;
}
