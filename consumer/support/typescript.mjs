// tsc on a consumer project (one file under one moduleResolution, or an app), with skipLibCheck false: Ferry's declarations
// are checked as a consumer's compiler sees them. Errors inside other packages' declarations
// (wagmi's, against today's react-query) are counted apart: they are not Ferry's to fix.
import { join } from 'node:path'
import { run } from './workspace.mjs'

const DIAGNOSTIC = /^(.+?)\(\d+,\d+\): error (TS\d+): (.*)$/

/** Runs `tsc -p tsc/tsconfig.<resolution>.json` in `dir`; resolves Ferry's errors, others' and the files read. */
export const checkTypes = (dir, resolution) => checkProject(dir, `tsc/tsconfig.${resolution}.json`)

/** Runs `tsc -p <project>` in `dir`, with the same separation of Ferry's (and the app's) errors from others'. */
export async function checkProject(dir, project) {
  const tsc = join(dir, 'node_modules/.bin/tsc')
  const { stdout } = await run(tsc, ['-p', project, '--pretty', 'false', '--listFiles'], { cwd: dir, allowFailure: true })
  const lines = stdout.split('\n')
  const errors = lines.map((line) => DIAGNOSTIC.exec(line)).filter(Boolean)
  const ours = (file) => file.includes('node_modules/ferry-kit/') || !file.includes('node_modules/')
  return {
    ferryErrors: errors.filter(([, file]) => ours(file)).map(([line]) => line),
    otherErrors: errors.filter(([, file]) => !ours(file)).map(([, file, code]) => `${packageOf(file)} ${code}`),
    files: lines.filter((line) => line.startsWith('/')),
  }
}

function packageOf(file) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(file)
  return match ? match[1] : file
}
