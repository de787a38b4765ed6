import type { LaunchOptions } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-launch';

/**
 * How bench:maps draws and composites the map, by `--compositing`:
 * - `gpu` (default): Chromium's GPU process runs, with SwiftShader (a software GPU) behind ANGLE
 *   because the container has no GPU. WebGL frames stay in the GPU process and are composited
 *   there, as on a phone or laptop with a GPU; only the drawing itself is slower than a real GPU.
 * - `software`: the test suite's flags (`--disable-gpu`): WebGL still runs on SwiftShader, but the
 *   page is composited in software, so each map frame is read back to the page's main thread
 *   (GLES2::ReadPixels, waited for in CommandBufferProxyImpl::WaitForGetOffset), which no browser
 *   with a GPU does.
 */
export function mapsBenchLaunchOptions(compositing: string): LaunchOptions {
  if (compositing === 'software') return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
  if (compositing !== 'gpu') throw new Error(`--compositing is gpu or software, not ${compositing}`);
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS.filter((flag) => flag !== '--disable-gpu'),
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  };
}
