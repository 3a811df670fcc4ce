/** An image drawn at most maxHeight px high, as a data: address of the given type. */
async function drawSmall(file: Blob, maxHeight: number, type: 'image/jpeg' | 'image/png'): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxHeight / bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL(type, 0.8);
}

/** A chosen photo made small in the browser (height at most 200 px, twice the list's 100): base64 JPEG. */
export async function resizePhoto(file: Blob, maxHeight = 200): Promise<string> {
  return (await drawSmall(file, maxHeight, 'image/jpeg')).split(',')[1]!;
}

/**
 * The club's logo made small (96 px high, three times the header's 32 for sharp phone screens): a PNG
 * keeps a transparent background. The config answer carries it on every app start (MAX_LOGO).
 */
export function resizeLogo(file: Blob): Promise<string> {
  return drawSmall(file, 96, 'image/png');
}
