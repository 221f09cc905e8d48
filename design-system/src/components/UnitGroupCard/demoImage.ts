/**
 * A self-contained picture for stories and tests (no network): a sky-to-ground gradient with a caption.
 * Hues vary so neighbouring slides and cards look different.
 */
export function demoImage(caption: string, hue = 200, width = 1200, height = 800): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 75%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 45% 35%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<rect x="${width * 0.15}" y="${height * 0.45}" width="${width * 0.7}" height="${height * 0.4}" fill="hsl(${hue} 20% 92%)" opacity="0.85"/>
<text x="50%" y="30%" font-family="sans-serif" font-size="${Math.round(height / 10)}" text-anchor="middle" fill="#102030">${caption}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
