// spec §2 route table: where the learner signs in and where a signed-in learner lands.
export const LOGIN_PATH = "/learner/login";
export const PROFILE_PATH = "/learner/Profile";
export const FORGOT_PASSWORD_PATH = "/learner/forgot-password";
export const SET_PASSWORD_PATH = "/learner/set-password";
/** Sign-out is a form post (issue 12), answered by a redirect to the home page. */
export const LOGOUT_PATH = "/learner/logout";
