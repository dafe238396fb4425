'use client'

import { useEffect } from 'react'

import { firstCheck } from './first-check'

/** Mounted once by the site layout: the consent first check (first-check.ts), nothing rendered. */
export function ConsentFirstCheck() {
  useEffect(() => firstCheck(), [])
  return null
}
