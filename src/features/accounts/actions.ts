'use server'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { payloadClient } from '@/lib/payload.server'
import { siteUrl } from '@/lib/site-url'

import { isStaff } from './access'
import { SESSION_HINT_COOKIE, SESSION_HINT_DAYS } from './session-hint'
import { TOO_MANY_SIGN_INS } from './sign-in-guard'

export type SignInState = { error: string | null; email: string }

const TOKEN_COOKIE = 'payload-token'

/**
 * Signs a visitor in from the public site. A server action, so it works without JavaScript and
 * Next.js refuses it when the request's Origin is not this site.
 */
export async function signIn(_prev: SignInState, formData: FormData): Promise<SignInState> {
  const email = String(formData.get('email') ?? '').trim().slice(0, 254)
  const password = String(formData.get('password') ?? '').slice(0, 200)
  if (!email || !password) return { error: 'Saisissez votre e-mail et votre mot de passe.', email }
  const payload = await payloadClient()
  let user = null
  try {
    // The request's headers carry the visitor's address, which the sign-in limits count by.
    const result = await payload.login({ collection: 'users', data: { email, password }, req: { headers: await headers() } })
    if (!result.token) throw new Error('no token')
    user = result.user ?? null
    ;(await cookies()).set(TOKEN_COOKIE, result.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: siteUrl().startsWith('https://'),
      path: '/',
      expires: result.exp ? new Date(result.exp * 1000) : undefined,
    })
    ;(await cookies()).set(SESSION_HINT_COOKIE, '1', {
      sameSite: 'lax',
      secure: siteUrl().startsWith('https://'),
      path: '/',
      maxAge: SESSION_HINT_DAYS * 86_400,
    })
  } catch (error) {
    if ((error as { status?: number }).status === 429) return { error: TOO_MANY_SIGN_INS, email }
    // One message for unknown e-mail, wrong password or locked account: nothing to enumerate.
    return { error: 'E-mail ou mot de passe incorrect.', email }
  }
  redirect(isStaff(user) ? '/admin' : '/compte')
}

export async function signOut() {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const jar = await cookies()
  if (user) jar.delete(TOKEN_COOKIE)
  jar.delete(SESSION_HINT_COOKIE)
  redirect('/')
}
