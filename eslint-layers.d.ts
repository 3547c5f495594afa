// Types of eslint-layers.js for the TypeScript test that runs it (scripts/lint/__tests__/layers.test.ts).
import type { Linter } from 'eslint';

export function layerZones(features: string[]): { target: string; from: string | string[]; except?: string[]; message: string }[];
export function layeringConfig(root: string): Linter.Config;
