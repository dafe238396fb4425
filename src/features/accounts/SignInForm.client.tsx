'use client'

import { useActionState } from 'react'

import { signIn, type SignInState } from './actions'

export function SignInForm() {
  const [state, action, pending] = useActionState<SignInState, FormData>(signIn, { error: null, email: '' })
  return (
    <form action={action} className="stack" noValidate>
      {state.error ? (
        <p role="alert" className="form-error" id="connexion-erreur">
          {state.error}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="connexion-email">E-mail</label>
        <input id="connexion-email" name="email" type="email" autoComplete="email" required defaultValue={state.email} aria-describedby={state.error ? 'connexion-erreur' : undefined} />
      </div>
      <div className="field">
        <label htmlFor="connexion-mdp">Mot de passe</label>
        <input id="connexion-mdp" name="password" type="password" autoComplete="current-password" required />
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Connexion…' : 'Se connecter'}
      </button>
    </form>
  )
}
