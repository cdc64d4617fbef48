import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's pages: how many, and the first one rendered to a PNG image with the text drawn on it. */
export async function readPdf(
  pdf: Uint8Array,
): Promise<{ pages: number; text: string; png: Buffer; inked: number }> {
  const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const document = await loading.promise;
  const page = await document.getPage(1);
  const viewport = page.getViewport({ scale: 1.5 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as never,
    viewport,
  }).promise;
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  // How much of the image is ink: a blank render would be 0.
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] < 128) dark += 1;
  const pages = document.numPages;
  await loading.destroy();
  return { pages, text, png: canvas.toBuffer('image/png'), inked: dark / (data.length / 4) };
}
