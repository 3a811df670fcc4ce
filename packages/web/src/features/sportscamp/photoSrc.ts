/** The data URL of a material photo: the demo's are GIF (spec 02), photos uploaded by administration JPEG or PNG. */
export function photoSrc(base64: string): string {
  const type = base64.startsWith('/9j/') ? 'jpeg' : base64.startsWith('iVBOR') ? 'png' : 'gif';
  return `data:image/${type};base64,${base64}`;
}
