import { afterEach, describe, expect, it } from 'vitest'

import { beginStop, endStop, registerStopHook } from './stop-hooks.mjs'

const removers: (() => void)[] = []
const register = (...args: Parameters<typeof registerStopHook>) => removers.push(registerStopHook(...args))
afterEach(() => {
  for (const remove of removers.splice(0)) remove()
})

describe('stop hooks', () => {
  it('runs every first half at the start, even after one that throws, and logs the failure', () => {
    const calls: string[] = []
    const logs: string[] = []
    register('a', { begin: () => calls.push('a') })
    register('b', {
      begin: () => {
        throw new Error('base indisponible')
      },
    })
    register('c', { begin: () => calls.push('c') })
    beginStop((line: string) => logs.push(line))
    expect(calls).toEqual(['a', 'c'])
    expect(logs).toEqual(['Arrêt : « b » n’a pas pu commencer à s’arrêter : base indisponible'])
  })

  it('waits for every second half, and names the ones that failed', async () => {
    const done: string[] = []
    register('e-mails', { end: () => new Promise((resolve) => setTimeout(() => resolve(done.push('e-mails')), 30)) })
    register('envois', { end: async () => Promise.reject(new Error('refus')) })
    const logs: string[] = []
    expect(await endStop(2000, (line: string) => logs.push(line))).toEqual(['envois'])
    expect(done).toEqual(['e-mails'])
    expect(logs).toEqual(['Arrêt : « envois » a échoué : refus'])
  })

  it('gives up after its time, so a hung hook cannot keep the process from exiting', async () => {
    register('bloqué', { end: () => new Promise(() => {}) })
    const logs: string[] = []
    expect(await endStop(50, (line: string) => logs.push(line))).toEqual(['bloqué'])
    expect(logs).toEqual(['Arrêt : délai de 50 ms dépassé pour bloqué.'])
  })

  it('keeps one hook per name: a feature started again replaces its own', async () => {
    const ends: string[] = []
    register('e-mails', { end: async () => void ends.push('first') })
    register('e-mails', { end: async () => void ends.push('second') })
    await endStop(1000)
    expect(ends).toEqual(['second'])
  })
})
