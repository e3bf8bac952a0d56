import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** Luma of video white and black (BT.601 studio range); chroma 128 is grey. */
const WHITE = 235;
const BLACK = 16;
const QUIET_MODULES = 4;

/** The luma plane of a frame: the QR code of `text`, centred, dark modules on white, quiet zone included. */
export function qrLumaPlane(text: string, width = WIDTH, height = HEIGHT): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * QUIET_MODULES;
  const scale = Math.floor((Math.min(width, height) * 0.9) / side);
  const originX = Math.floor((width - modules.size * scale) / 2);
  const originY = Math.floor((height - modules.size * scale) / 2);
  const plane = Buffer.alloc(width * height, WHITE);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (originY + row * scale + y) * width + originX + col * scale;
        plane.fill(BLACK, start, start + scale);
      }
    }
  }
  return plane;
}

/**
 * A Y4M video (YUV 4:2:0, 10 frames a second) showing the QR code of `text`: what chromium plays as
 * its camera with --use-file-for-fake-video-capture, so that the stand's scanner reads a badge.
 */
export function writeQrVideo(text: string, file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-qr-')), 'badge.y4m'), frames = 20): string {
  const luma = qrLumaPlane(text);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return file;
}
