/** The page with the proposal form (the popup's, for a visitor without scripts). */
export const PROPOSAL_PATH = "/partners/Certnexus/proposal";
