import sharp from 'sharp';
const [file, top, height, out, scale] = process.argv.slice(2);
const img = sharp(file);
const meta = await img.metadata();
const h = Math.min(Number(height), meta.height - Number(top));
let p = sharp(file).extract({ left: 0, top: Number(top), width: meta.width, height: h });
if (scale) p = p.resize(Math.round(meta.width * Number(scale)));
await p.png().toFile(out);
console.log(meta.width, meta.height);
