import { get } from 'node:http'
import axios from 'axios'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startJsonServer, type JsonServer } from '../../http/jsonServer'
import { guardOffline, routeAxios } from './offline'

let local: JsonServer

beforeAll(async () => {
  local = await startJsonServer(({ url }) => ({ body: { path: `${url.pathname}${url.search}` } }))
})

afterAll(() => local.close())

describe('guardOffline', () => {
  it('refuses connections to any host but this machine, naming and recording each, and lets local ones through', async () => {
    const guard = guardOffline()
    try {
      // A documentation address (TEST-NET-1) and a reserved name: neither may even be tried.
      await expect(fetch('http://192.0.2.1/quote')).rejects.toThrow()
      const lookedUp = await new Promise<Error>((resolve) => get('http://ferry.invalid/chains').on('error', resolve))
      expect(lookedUp.message).toMatch(/offline guard: a connection to ferry\.invalid was attempted/)
      expect(guard.refused).toEqual(['192.0.2.1', 'ferry.invalid'])
      expect(await (await fetch(`${local.url}/chains`)).json()).toEqual({ path: '/chains' })
      expect(guard.refused).toHaveLength(2)
    } finally {
      guard.restore()
    }
  })
})

describe('routeAxios', () => {
  it('routes a mapped public host to the local URL, keeps local calls, and refuses every other host', async () => {
    const refused: string[] = []
    const instance = axios.create()
    const routes = routeAxios([instance], { routes: { 'venue.example': local.url }, refused })
    try {
      expect((await instance.post('https://venue.example/exchange?x=1', {})).data).toEqual({ path: '/exchange?x=1' })
      expect(routes.routed).toEqual([{ from: 'https://venue.example/exchange?x=1', to: `${local.url}/exchange?x=1` }])
      expect((await instance.get(`${local.url}/chains`)).data).toEqual({ path: '/chains' })
      await expect(instance.get('https://api.example/chains')).rejects.toThrow(/offline guard: GET https:\/\/api\.example\/chains would leave this machine/)
      expect(refused).toEqual(['api.example'])
    } finally {
      routes.eject()
    }
  })
})
