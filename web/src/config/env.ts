// The SPA's settings from the build's environment (parse-env.ts says what each one means).
import { parseEnv } from './parse-env';

export { parseEnv } from './parse-env';

export const env = parseEnv(import.meta.env);
