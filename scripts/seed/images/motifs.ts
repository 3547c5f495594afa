// Simple drawings of yarn and what is made of it, in a 100 × 100 box centred on 0,0.
// Each picture places one with a transform, so the shapes are written once at one scale.
import type { Motif } from '../catalog/seed-types.ts';
import { darken, lighten, outlineFor } from './colour-math.ts';

type Draw = (fill: string, line: string) => string;

const stroke = (line: string, width = 1.6): string => `stroke="${line}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const DRAWINGS: Record<Motif, Draw> = {
  ball: (fill, line) =>
    `<circle r="38" fill="${fill}" ${stroke(line)}/>` +
    `<path d="M-30,-22 C-5,-8 5,12 8,37 M-37,-4 C-12,6 0,22 -4,38 M-20,-33 C8,-22 26,0 33,20 M2,-38 C22,-26 34,-12 37,2" fill="none" ${stroke(line)}/>` +
    `<path d="M30,24 C40,34 44,40 50,44" fill="none" ${stroke(line, 2)}/>`,
  skein: (fill, line) =>
    `<path d="M-46,0 C-46,-22 -30,-28 0,-28 C30,-28 46,-22 46,0 C46,22 30,28 0,28 C-30,28 -46,22 -46,0 Z" fill="${fill}" ${stroke(line)}/>` +
    `<path d="M-40,-14 L-28,22 M-30,-24 L-14,26 M-16,-27 L-2,27 M14,-27 L28,24 M28,-24 L40,14" fill="none" ${stroke(line, 1.2)}/>` +
    `<rect x="-9" y="-30" width="18" height="60" rx="2" fill="#fffdf6" ${stroke(darken(fill, 0.4), 1)}/>`,
  cone: (fill, line) =>
    `<path d="M-14,-46 L14,-46 L30,40 L-30,40 Z" fill="${fill}" ${stroke(line)}/>` +
    `<path d="M-16,-34 L16,-34 M-18,-20 L18,-20 M-21,-6 L21,-6 M-24,8 L24,8 M-26,22 L26,22" fill="none" ${stroke(line, 1)}/>` +
    `<path d="M-10,-50 L10,-50 L12,-46 L-12,-46 Z M-32,40 L32,40 L34,46 L-34,46 Z" fill="#d9b98a" ${stroke('#8a6a3a', 1)}/>`,
  needles: (fill, line) =>
    `<path d="M-36,40 L30,-40 M36,40 L-30,-40" fill="none" ${stroke(darken(fill, 0.5), 4)}/>` +
    `<circle cx="-36" cy="40" r="6" fill="${fill}" ${stroke(line)}/><circle cx="36" cy="40" r="6" fill="${fill}" ${stroke(line)}/>` +
    `<circle cy="18" r="16" fill="${lighten(fill, 0.3)}" ${stroke(line)}/>`,
  hook: (fill, line) =>
    `<path d="M-4,44 L-4,-36 C-4,-44 6,-46 8,-40 C9,-36 4,-34 2,-37" fill="none" ${stroke(darken(fill, 0.45), 4)}/>` +
    `<rect x="-10" y="8" width="12" height="36" rx="5" fill="${fill}" ${stroke(line)}/>`,
  button: (fill, line) =>
    `<circle r="36" fill="${fill}" ${stroke(line, 2)}/><circle r="26" fill="none" ${stroke(line, 1)}/>` +
    [[-8, -8], [8, -8], [-8, 8], [8, 8]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.5" fill="${darken(fill, 0.5)}"/>`).join(''),
  book: (fill, line) =>
    `<rect x="-32" y="-42" width="64" height="84" rx="3" fill="${fill}" ${stroke(line)}/>` +
    `<rect x="-32" y="-42" width="9" height="84" fill="${darken(fill, 0.25)}"/>` +
    `<rect x="-14" y="-26" width="36" height="20" rx="2" fill="#fffdf6"/><path d="M-14,8 L22,8 M-14,16 L16,16" ${stroke('#fffdf6', 2)}/>`,
  bag: (fill, line) =>
    `<path d="M-18,-14 C-18,-44 18,-44 18,-14" fill="none" ${stroke(line, 3)}/>` +
    `<path d="M-36,-14 L36,-14 L30,42 L-30,42 Z" fill="${fill}" ${stroke(line)}/>` +
    `<path d="M-33,0 L33,0 M-32,14 L32,14 M-31,28 L31,28" fill="none" ${stroke(line, 1)}/>`,
  sweater: (fill, line) =>
    `<path d="M-14,-40 C-8,-34 8,-34 14,-40 L38,-30 L48,10 L34,14 L28,-8 L28,42 L-28,42 L-28,-8 L-34,14 L-48,10 L-38,-30 Z" fill="${fill}" ${stroke(line)}/>` +
    `<path d="M-10,-28 L-10,36 M0,-30 L0,36 M10,-28 L10,36" fill="none" ${stroke(line, 1.2)}/>` +
    `<path d="M-28,36 L28,36" ${stroke(line, 1)}/>`,
  hat: (fill, line) =>
    `<circle cy="-38" r="11" fill="${lighten(fill, 0.35)}" ${stroke(line)}/>` +
    `<path d="M-34,16 C-34,-24 34,-24 34,16 Z" fill="${fill}" ${stroke(line)}/>` +
    `<rect x="-38" y="14" width="76" height="22" rx="5" fill="${darken(fill, 0.12)}" ${stroke(line)}/>` +
    `<path d="M-28,16 L-28,34 M-18,16 L-18,34 M-8,16 L-8,34 M2,16 L2,34 M12,16 L12,34 M22,16 L22,34" ${stroke(line, 1)}/>`,
  toy: (fill, line) =>
    `<ellipse cx="-13" cy="-38" rx="7" ry="16" fill="${fill}" ${stroke(line)}/><ellipse cx="13" cy="-38" rx="7" ry="16" fill="${fill}" ${stroke(line)}/>` +
    `<ellipse cy="24" rx="26" ry="22" fill="${fill}" ${stroke(line)}/><circle cy="-12" r="22" fill="${fill}" ${stroke(line)}/>` +
    `<circle cx="-8" cy="-14" r="2.5" fill="#222"/><circle cx="8" cy="-14" r="2.5" fill="#222"/><path d="M-4,-4 Q0,0 4,-4" fill="none" ${stroke('#222', 1.2)}/>`,
  blanket: (fill, line) =>
    `<rect x="-42" y="-42" width="84" height="84" rx="4" fill="${lighten(fill, 0.5)}" ${stroke(line)}/>` +
    [0, 1, 2, 3]
      .flatMap((row) => [0, 1, 2, 3].map((col) => [row, col] as const))
      .map(([row, col]) => `<rect x="${-38 + col * 19.5}" y="${-38 + row * 19.5}" width="17" height="17" rx="2" fill="${(row + col) % 2 ? fill : darken(fill, 0.15)}"/>`)
      .join(''),
  scarf: (fill, line) =>
    `<path d="M-40,-30 C-10,-44 10,-16 40,-30 L40,-10 C10,4 -10,-24 -40,-10 Z" fill="${fill}" ${stroke(line)}/>` +
    `<path d="M20,-14 L30,40 L12,40 L4,-12 Z" fill="${darken(fill, 0.1)}" ${stroke(line)}/>` +
    `<path d="M14,40 L14,48 M18,40 L18,48 M22,40 L22,48 M26,40 L26,48" ${stroke(line, 1)}/>`,
  sock: (fill, line) =>
    `<path d="M-10,-44 L16,-44 L16,14 C16,30 8,42 -12,42 L-30,42 C-42,42 -42,24 -30,22 L-10,14 Z" fill="${fill}" ${stroke(line)}/>` +
    `<rect x="-12" y="-46" width="30" height="14" rx="3" fill="${darken(fill, 0.15)}" ${stroke(line)}/>` +
    `<path d="M-4,-32 L-4,10 M4,-32 L4,12 M12,-32 L12,12" ${stroke(line, 1)}/>`,
};

/** The motif drawn in `colourHex`, centred on `cx`,`cy` and `size` pixels wide. */
export function drawMotif(motif: Motif, colourHex: string, cx: number, cy: number, size: number): string {
  return `<g transform="translate(${cx} ${cy}) scale(${size / 100})">${DRAWINGS[motif](colourHex, outlineFor(colourHex))}</g>`;
}
