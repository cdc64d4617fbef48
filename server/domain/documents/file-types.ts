import { DOCUMENT_EXTENSIONS } from '../../../schemas/document.ts';

// Allowed uploads are recognised by their first bytes, not by their name: a renamed executable is not
// a PDF. The name's extension must be allowed too and agree with the content.

interface FileType {
  contentType: string;
  extension: 'pdf' | 'png' | 'jpg';
  names: readonly string[];
  magic: readonly number[];
}

const TYPES: FileType[] = [
  { contentType: 'application/pdf', extension: 'pdf', names: ['pdf'], magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  {
    contentType: 'image/png',
    extension: 'png',
    names: ['png'],
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  { contentType: 'image/jpeg', extension: 'jpg', names: ['jpg', 'jpeg'], magic: [0xff, 0xd8, 0xff] },
];

/** Every type a stored document can have. */
export const DOCUMENT_CONTENT_TYPES = TYPES.map((t) => t.contentType);

/** The file's type when its name and its content both say it is an allowed one; else undefined. */
export function detectFileType(fileName: string, head: Buffer): FileType | undefined {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (!fileName.includes('.') || !(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension))
    return undefined;
  const type = TYPES.find((t) => t.magic.every((byte, i) => head[i] === byte));
  return type?.names.includes(extension) ? type : undefined;
}
