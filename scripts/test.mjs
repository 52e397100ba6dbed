// `npm test`: every check, each step started as soon as what it needs is done and a core is free,
// its output printed when it ends, and a table of each step's time at the end. A failed step stops
// the run (the others are ended) with its output; the exit status is 1.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { scratchRoot } from './scratch.mjs'

const consumerWorkspace = mkdtempSync(join(scratchRoot(), 'ferry-consumer-'))
const vitestProjects = ['unit', 'unit, jsdom', 'unit, own modules', 'wagmi 2', 'wagmi 2, jsdom', 'wagmi 2, own modules', 'react 18']

/**
 * The steps: a command, the steps it needs first, and the cores it keeps busy (installs wait on the
 * network and the disk more than on a core). The steps of the longest chain (`critical`) start as
 * soon as what they need is done; the others when a core is free, first listed first.
 */
const STEPS = [
  // The build's declarations come from `tsc -b tsconfig.lib.json`, the first half of the typecheck.
  { critical: true, name: 'build', command: ['npm', 'run', 'build', '--silent'], cores: 1 },
  { name: 'peer installs', command: ['node', 'scripts/install-test-peers.mjs'], cores: 0.5 },
  { critical: true, name: 'build, host page', command: ['npm', 'run', 'build:host', '--silent'], after: ['build'], cores: 1 },
  {
    critical: true,
    name: 'vitest',
    command: ['npx', 'vitest', 'run', ...vitestProjects.flatMap((project) => ['--project', project])],
    after: ['peer installs', 'build, host page'],
    // Its devnet tests wait on chains and timers: measured alone, it keeps 1.3 cores busy on average (204 core-s in 161 s).
    cores: 1,
  },
  { name: 'typecheck', command: ['npx', 'tsc', '-b'], after: ['build'], cores: 1 },
  { name: 'lint', command: ['npx', 'eslint', '--cache', '--cache-location', '.cache/eslint', '.'], cores: 1 },
  { name: 'consumer installs', command: ['node', 'consumer/prepare.mjs', consumerWorkspace], after: ['build'], cores: 0.5 },
  { name: 'typecheck, wagmi 2', command: ['npx', 'tsc', '-b', 'tsconfig.wagmi2.json'], after: ['peer installs'], cores: 1 },
  { name: 'bench:size', command: ['npm', 'run', 'bench:size', '--silent'], after: ['build'], cores: 1 },
  { name: 'storybook', command: ['npm', 'run', 'build-storybook', '--silent'], cores: 1 },
  // e2e keeps both cores busy: it waits for vitest. The consumer checks (two at a time) run beside
  // vitest, whose devnet tests leave much of a core idle; nothing else starts while they both run.
  { critical: true, name: 'e2e', command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], after: ['build, host page', 'vitest'], cores: 2 },
  { critical: true, name: 'consumer', command: ['npm', 'run', 'test:consumer', '--silent'], after: ['consumer installs'], cores: 2, env: { FERRY_CONSUMER_WORKSPACE: consumerWorkspace } },
]

const CORES = availableParallelism()
const began = Date.now()
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`
const state = new Map(STEPS.map((step) => [step.name, { status: 'waiting' }]))
const running = new Set()
let failed

function canStart(step) {
  if (state.get(step.name).status !== 'waiting') return false
  if (!(step.after ?? []).every((name) => state.get(name).status === 'done')) return false
  if (step.critical) return true
  const busy = [...running].reduce((sum, child) => sum + child.step.cores, 0)
  return busy + step.cores <= CORES
}

function start(step) {
  const entry = state.get(step.name)
  entry.status = 'running'
  entry.started = Date.now()
  const child = spawn(step.command[0], step.command.slice(1), { env: { ...process.env, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  child.step = step
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  running.add(child)
  process.stdout.write(`▶ ${step.name} (at ${seconds(entry.started - began)})\n`)
  child.on('close', (code) => {
    running.delete(child)
    entry.ended = Date.now()
    entry.status = code === 0 ? 'done' : 'failed'
    process.stdout.write(`${code === 0 ? '✔' : '✘'} ${step.name}: ${seconds(entry.ended - entry.started)}\n${output.trim() ? `${output.trimEnd()}\n` : ''}`)
    if (code !== 0 && !failed) {
      failed = step.name
      for (const other of running) process.kill(-other.pid, 'SIGTERM')
    }
    schedule()
  })
}

function schedule() {
  if (!failed) for (const step of STEPS) if (canStart(step)) start(step)
  if (running.size === 0) finish()
}

function finish() {
  rmSync(consumerWorkspace, { recursive: true, force: true })
  const rows = STEPS.map((step) => {
    const { status, started, ended } = state.get(step.name)
    const time = started ? seconds((ended ?? Date.now()) - started) : '-'
    return `| ${step.name} | ${started ? seconds(started - began) : '-'} | ${time} | ${status} |`
  })
  process.stdout.write(['', `npm test: ${failed ? `failed at ${failed}` : 'passed'} in ${seconds(Date.now() - began)} (${CORES} cores)`, '', '| step | started at | took | |', '|---|---|---|---|', ...rows, ''].join('\n'))
  process.exitCode = failed ? 1 : 0
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    failed ??= `${signal}`
    for (const child of running) process.kill(-child.pid, 'SIGTERM')
  })
}
schedule()
