// A needle's or hook's sizes and a pattern's yarns as a good document holds them, read tolerantly:
// hand-edited documents degrade to null, and no zod reaches the storefront for it.
import { TOOL_KINDS, type PatternYarns, type ToolSize } from '@domain/goes-with';
import { isYarnWeightClass } from '@domain/yarn-weight-classes';
import { oneOf } from '@domain/one-of';
import { isRecord, readArray } from './document-fields';

export function readToolSize(value: unknown): ToolSize | null {
  if (!isRecord(value)) return null;
  const tool = oneOf(TOOL_KINDS, value.tool, null);
  const sizesMm = readArray(value.sizesMm).filter((size): size is number => typeof size === 'number' && size > 0);
  return tool && sizesMm.length > 0 ? { tool, sizesMm } : null;
}

export function readPatternYarns(value: unknown): PatternYarns | null {
  if (!isRecord(value)) return null;
  const lineIds = readArray(value.lineIds).filter((id): id is string => typeof id === 'string' && id !== '');
  const weightClasses = readArray(value.weightClasses).filter(isYarnWeightClass);
  return lineIds.length + weightClasses.length > 0 ? { lineIds, weightClasses } : null;
}
