// Firestore (gRPC) errors carry a numeric status code; these are the ones the seed expects.
const GRPC_CODES = { NOT_FOUND: 5, ALREADY_EXISTS: 6 } as const;

export function isFirestoreCode(error: unknown, code: keyof typeof GRPC_CODES): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === GRPC_CODES[code];
}
