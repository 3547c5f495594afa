// sharp, a native image library, is loaded by the first picture an instance handles rather than
// by its start: most instances (a page, an order) never handle one (ADR 17).
import type Sharp from 'sharp';

export const loadSharp = async (): Promise<typeof Sharp> => (await import('sharp')).default;
