// Where the back office lives.
/** The staff landing page: the dashboard. */
export const ADMIN_HOME_PATH = "/admin";
/** The leads & enquiries inbox (it moved from /admin when that became the dashboard). */
export const INBOX_PATH = "/admin/inbox";
export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_LOGOUT_PATH = "/admin/logout";
export const itemPath = (type: string, id: number) => `/admin/inbox/${type}/${id}`;
