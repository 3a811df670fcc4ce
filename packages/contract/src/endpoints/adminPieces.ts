import { z } from 'zod';

// Pieces the administration endpoints share (not an endpoint module: the catalogue lists admin.ts and adminSeason.ts).
export const Done = z.object({ message: z.string() });
/** A members or children file as the browser read it: base64 of its bytes (UTF-8 or Windows-1252); within the 256 KB request limit, ~180 KB of file (some 1,500 members). */
export const CsvFile = z.string().min(1).max(250_000).regex(/^[A-Za-z0-9+/=\s]+$/);
