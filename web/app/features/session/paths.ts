// spec §2 route table: where the learner signs in and where a signed-in learner lands.
export const LOGIN_PATH = "/learner/login";
export const PROFILE_PATH = "/learner/Profile";
