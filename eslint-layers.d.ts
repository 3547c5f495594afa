// Types of eslint-layers.js for the TypeScript test that runs it (scripts/lint/__tests__/layers.test.ts).
import type { Linter } from 'eslint';

export function layerZones(features: string[]): { target: string; from: string | string[]; except?: string[]; message: string }[];
export function layeringConfig(root: string): Linter.Config;
export const FUNCTIONS_INFRASTRUCTURE: string[];
export const FUNCTIONS_SHARED: string[];
export const FUNCTIONS_ENTRY: string[];
export function functionsLayerZones(folders: string[]): { target: string; from: string[]; message: string }[];
export function functionsLayeringConfig(root: string): Linter.Config;
