// Route table: where the learner signs in and where a signed-in learner lands.
export const LOGIN_PATH = "/learner/login";
export const PROFILE_PATH = "/learner/Profile";
export const FORGOT_PASSWORD_PATH = "/learner/forgot-password";
export const SET_PASSWORD_PATH = "/learner/set-password";
/** Sign-out is a form post, answered by a redirect to the home page. */
export const LOGOUT_PATH = "/learner/logout";
/** Account Settings (the dashboard's tab posts here) and the e-mail change link's page. */
export const ACCOUNT_PATH = "/learner/account";
export const CONFIRM_EMAIL_PATH = "/learner/confirm-email";
export const MY_DATA_PATH = "/learner/my-data.json";
export const SETTINGS_TAB_PATH = "/learner/Profile?tab=settings";
