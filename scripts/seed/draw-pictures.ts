// `tsx scripts/seed/draw-pictures.ts`: fills the seed's picture cache (.cache/seed-pictures)
// without emulators. The test run starts it beside the build (scripts/test/run-all.ts), so that
// its emulator shards do not each draw the same pictures at once on a fresh clone.
import { buildCatalog } from './catalog/catalog.ts';
import { drawSeedPictures } from './seed-images.ts';

const started = performance.now();
const count = await drawSeedPictures(buildCatalog());
console.log(`Drew the seed's ${count} pictures into the cache in ${((performance.now() - started) / 1000).toFixed(1)} s`);
