// Another user signing in over this page's session, in another tab of the browser (sign-in-flow.ts,
// followSignInsOfOtherTabs), takes the page over. The answers of the server are dropped with the query cache;
// what the screen holds in its own state (an open form's unsaved text, a dialog over the last user's project)
// is dropped by starting the screen again for the new user (layout/ScreenOutlet.tsx), so no form is left to
// show the last user's text or to save it in the new session. On the page itself a sign-in happens on the
// sign-in pages, which every form has left by then.
import { createContext, useContext } from 'react'

/** How many times another user has taken this page's session over: the screen starts again at each. */
export const SessionTakeovers = createContext(0)

export const useSessionTakeovers = (): number => useContext(SessionTakeovers)
