// Where the back office lives (issue 6).
export const ADMIN_HOME_PATH = "/admin";
export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_LOGOUT_PATH = "/admin/logout";
export const itemPath = (type: string, id: number) => `/admin/inbox/${type}/${id}`;
