import { ACCOUNT_MESSAGES } from '../messages';

/**
 * What the login screen says and how it lays out its actions, by family of sites
 * (`rt.site.name`, account-layer §2): the main site's popup has a subtitle and stacked actions.
 */
export const LOGIN_SCREEN = {
  main: {
    subtitle: ACCOUNT_MESSAGES.mainLoginSubtitle,
    submit: ACCOUNT_MESSAGES.mainSubmit,
    stacked: true,
    forgotLink: ACCOUNT_MESSAGES.lostPassword,
    noAccount: undefined,
    registerLink: ACCOUNT_MESSAGES.noAccount,
  },
  tools: {
    subtitle: undefined,
    submit: ACCOUNT_MESSAGES.toolsSubmit,
    stacked: false,
    forgotLink: ACCOUNT_MESSAGES.forgotLink,
    noAccount: ACCOUNT_MESSAGES.noAccountYet,
    registerLink: ACCOUNT_MESSAGES.registerLink,
  },
} as const;
