import { LOGIN_PATH } from './constants'
import { UserIcon } from './icons'
import { messages } from './messages'
import type { AccountTrigger } from './types'

/**
 * The account control's anonymous state, rendered by the server (AccountMenu.client.tsx shows it
 * until a session is found). Its mode only matters to a signed-in panel; the hover trigger's
 * dropdown turns into a panel on a phone once the session's code knows the screen.
 */
export function AccountSignIn({ trigger }: { trigger: AccountTrigger }) {
  return (
    <div className="account" data-mode={trigger === 'click' ? 'panel' : 'dropdown'}>
      <a className="account__signin" href={LOGIN_PATH}>
        <UserIcon />
        <span className="account__label">{messages.signIn}</span>
      </a>
    </div>
  )
}
