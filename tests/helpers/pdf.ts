/**
 * How many pages a PDF printed by Chromium holds: its writer (Skia) leaves each page's dictionary as a
 * plain object, so the count needs no PDF reader (pdfjs-dist's canvas binaries are not on this registry).
 */
export function pdfPages(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page\b/g)?.length ?? 0
  );
}
