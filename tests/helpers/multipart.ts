export interface FilePart {
  name: string;
  data: Buffer;
  type?: string;
  /** The form field; 'file' unless given. */
  field?: string;
}

/** A multipart/form-data body, built by hand so the test controls every byte; several files when given. */
export function multipart(fields: Record<string, string>, file?: FilePart | FilePart[]) {
  const boundary = `----ppms${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const part of file === undefined ? [] : [file].flat()) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.name}"\r\nContent-Type: ${part.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest file that passes as a PDF by its content. */
export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
  Buffer.alloc(200, 0x20),
  Buffer.from('%%EOF\n'),
]);
