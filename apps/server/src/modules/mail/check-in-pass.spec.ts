import { PNG } from 'pngjs';
import { qrModules, qrPng } from './check-in-pass';

describe('the check-in QR code as a PNG', () => {
  it('makes a check-in code a version 3 code (29 modules across), small enough to scan off a phone', () => {
    expect(qrModules('CI1-Xq3v9L0aZk2m8Rt4Yw7Pb1Nc6Hd5Jf0Gs2Ue').size).toBe(29);
  });

  it('draws every module of the code, dark or light, with a quiet zone around it', () => {
    const code = 'CI1-Xq3v9L0aZk2m8Rt4Yw7Pb1Nc6Hd5Jf0Gs2Ue';
    const modules = qrModules(code);
    const image = PNG.sync.read(qrPng(code));
    const scale = image.width / (modules.size + 4);
    expect(image.height).toBe(image.width);
    expect(Number.isInteger(scale)).toBe(true);
    const dark = (x: number, y: number) => image.data[(y * image.width + x) * 4] === 0;
    for (let row = -2; row < modules.size + 2; row += 1) {
      for (let column = -2; column < modules.size + 2; column += 1) {
        const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
        const centre = [(column + 2) * scale + scale / 2, (row + 2) * scale + scale / 2];
        expect(dark(Math.floor(centre[0]), Math.floor(centre[1]))).toBe(
          inside && Boolean(modules.get(row, column)),
        );
      }
    }
  });
});
